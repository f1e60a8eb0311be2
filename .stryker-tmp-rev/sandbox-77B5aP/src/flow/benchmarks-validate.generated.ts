/**
 * Generated from schemas/cloud-agent-benchmarks.schema.json by `npm run generate` (ajv's standalone code). Do not edit by
 * hand: change the schema and generate again. A test fails when this file is stale.
 */
// @ts-nocheck: ajv's code, untyped; the export below is typed.
import type { ValidateFunction } from 'ajv/dist/2020.js';
const pattern4 = new RegExp('^x-', 'u');
const schema34 = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { $ref: '#/$defs/text' },
    prompt: { $ref: '#/$defs/text' },
    'prompt-file': { $ref: '#/$defs/text' },
    repeat: { $ref: '#/$defs/count' },
    'repeat-min-pass': { $ref: '#/$defs/count' },
    factory: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,200}$' },
    scorers: {
      type: 'array',
      minItems: 1,
      items: {
        anyOf: [
          { type: 'string', pattern: '\\S' },
          { type: 'integer', minimum: 1 },
        ],
      },
    },
    skill: {
      type: 'string',
      pattern:
        '^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}/[A-Za-z0-9._-]{1,100}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:(?!\\.\\.?/)[A-Za-z0-9._-]+/)*SKILL\\.md)$',
    },
    'environment-id': { type: 'string', pattern: '^[A-Za-z0-9]{22}$' },
    'model-id': { $ref: '#/$defs/text' },
    'base-prompt': { $ref: '#/$defs/text' },
    'mcp-servers': {
      type: 'object',
      additionalProperties: {
        type: 'object',
        oneOf: [
          { required: ['warp_id'], not: { anyOf: [{ required: ['command'] }, { required: ['url'] }] } },
          { required: ['command'], not: { anyOf: [{ required: ['warp_id'] }, { required: ['url'] }] } },
          { required: ['url'], not: { anyOf: [{ required: ['warp_id'] }, { required: ['command'] }] } },
        ],
      },
    },
    'agent-config': {
      type: 'object',
      properties: { environment_id: { type: 'string', pattern: '^[A-Za-z0-9]{22}$' } },
    },
  },
  oneOf: [
    { required: ['prompt'], not: { required: ['prompt-file'] } },
    { required: ['prompt-file'], not: { required: ['prompt'] } },
  ],
  dependentSchemas: {
    factory: {
      not: {
        anyOf: [
          { required: ['skill'] },
          { required: ['environment-id'] },
          { required: ['model-id'] },
          { required: ['base-prompt'] },
          { required: ['mcp-servers'] },
          { required: ['agent-config'] },
        ],
      },
    },
  },
};
const func1 = Object.prototype.hasOwnProperty;
const pattern5 = new RegExp('\\S', 'u');
const pattern8 = new RegExp('^[A-Za-z0-9_-]{1,200}$', 'u');
const pattern10 = new RegExp(
  '^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}/[A-Za-z0-9._-]{1,100}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:(?!\\.\\.?/)[A-Za-z0-9._-]+/)*SKILL\\.md)$',
  'u',
);
const pattern11 = new RegExp('^[A-Za-z0-9]{22}$', 'u');
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs1 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs2 = errors;
  const _errs3 = errors;
  const _errs4 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    let missing0;
    if (data['prompt-file'] === undefined && (missing0 = 'prompt-file')) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var valid1 = _errs4 === errors;
  if (valid1) {
    const err1 = {
      instancePath,
      schemaPath: '#/oneOf/0/not',
      keyword: 'not',
      params: {},
      message: 'must NOT be valid',
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  } else {
    errors = _errs3;
    if (vErrors !== null) {
      if (_errs3) {
        vErrors.length = _errs3;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.prompt === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/oneOf/0/required',
        keyword: 'required',
        params: { missingProperty: 'prompt' },
        message: "must have required property '" + 'prompt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
  }
  const _errs5 = errors;
  const _errs6 = errors;
  const _errs7 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    let missing1;
    if (data.prompt === undefined && (missing1 = 'prompt')) {
      const err3 = {};
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
  }
  var valid2 = _errs7 === errors;
  if (valid2) {
    const err4 = {
      instancePath,
      schemaPath: '#/oneOf/1/not',
      keyword: 'not',
      params: {},
      message: 'must NOT be valid',
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  } else {
    errors = _errs6;
    if (vErrors !== null) {
      if (_errs6) {
        vErrors.length = _errs6;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data['prompt-file'] === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/oneOf/1/required',
        keyword: 'required',
        params: { missingProperty: 'prompt-file' },
        message: "must have required property '" + 'prompt-file' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
  }
  var _valid0 = _errs5 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
    }
  }
  if (!valid0) {
    const err6 = {
      instancePath,
      schemaPath: '#/oneOf',
      keyword: 'oneOf',
      params: { passingSchemas: passing0 },
      message: 'must match exactly one schema in oneOf',
    };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema34.properties, key0)) {
        const err8 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (!pattern5.test(data0)) {
          const err9 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/$defs/text/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/$defs/text/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.prompt !== undefined) {
      let data1 = data.prompt;
      if (typeof data1 === 'string') {
        if (!pattern5.test(data1)) {
          const err11 = {
            instancePath: instancePath + '/prompt',
            schemaPath: '#/$defs/text/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/prompt',
          schemaPath: '#/$defs/text/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data['prompt-file'] !== undefined) {
      let data2 = data['prompt-file'];
      if (typeof data2 === 'string') {
        if (!pattern5.test(data2)) {
          const err13 = {
            instancePath: instancePath + '/prompt-file',
            schemaPath: '#/$defs/text/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      } else {
        const err14 = {
          instancePath: instancePath + '/prompt-file',
          schemaPath: '#/$defs/text/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.repeat !== undefined) {
      let data3 = data.repeat;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err15 = {
          instancePath: instancePath + '/repeat',
          schemaPath: '#/$defs/count/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 20 || isNaN(data3)) {
          const err16 = {
            instancePath: instancePath + '/repeat',
            schemaPath: '#/$defs/count/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 20 },
            message: 'must be <= 20',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data3 < 1 || isNaN(data3)) {
          const err17 = {
            instancePath: instancePath + '/repeat',
            schemaPath: '#/$defs/count/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
    if (data['repeat-min-pass'] !== undefined) {
      let data4 = data['repeat-min-pass'];
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err18 = {
          instancePath: instancePath + '/repeat-min-pass',
          schemaPath: '#/$defs/count/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 > 20 || isNaN(data4)) {
          const err19 = {
            instancePath: instancePath + '/repeat-min-pass',
            schemaPath: '#/$defs/count/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 20 },
            message: 'must be <= 20',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data4 < 1 || isNaN(data4)) {
          const err20 = {
            instancePath: instancePath + '/repeat-min-pass',
            schemaPath: '#/$defs/count/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
    if (data.factory !== undefined) {
      let data5 = data.factory;
      if (typeof data5 === 'string') {
        if (!pattern8.test(data5)) {
          const err21 = {
            instancePath: instancePath + '/factory',
            schemaPath: '#/properties/factory/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,200}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,200}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      } else {
        const err22 = {
          instancePath: instancePath + '/factory',
          schemaPath: '#/properties/factory/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.scorers !== undefined) {
      let data6 = data.scorers;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err23 = {
            instancePath: instancePath + '/scorers',
            schemaPath: '#/properties/scorers/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data7 = data6[i0];
          const _errs29 = errors;
          let valid11 = false;
          const _errs30 = errors;
          if (typeof data7 === 'string') {
            if (!pattern5.test(data7)) {
              const err24 = {
                instancePath: instancePath + '/scorers/' + i0,
                schemaPath: '#/properties/scorers/items/anyOf/0/pattern',
                keyword: 'pattern',
                params: { pattern: '\\S' },
                message: 'must match pattern "' + '\\S' + '"',
              };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          } else {
            const err25 = {
              instancePath: instancePath + '/scorers/' + i0,
              schemaPath: '#/properties/scorers/items/anyOf/0/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
          var _valid1 = _errs30 === errors;
          valid11 = valid11 || _valid1;
          const _errs32 = errors;
          if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
            const err26 = {
              instancePath: instancePath + '/scorers/' + i0,
              schemaPath: '#/properties/scorers/items/anyOf/1/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          if (typeof data7 == 'number' && isFinite(data7)) {
            if (data7 < 1 || isNaN(data7)) {
              const err27 = {
                instancePath: instancePath + '/scorers/' + i0,
                schemaPath: '#/properties/scorers/items/anyOf/1/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 1 },
                message: 'must be >= 1',
              };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
          var _valid1 = _errs32 === errors;
          valid11 = valid11 || _valid1;
          if (!valid11) {
            const err28 = {
              instancePath: instancePath + '/scorers/' + i0,
              schemaPath: '#/properties/scorers/items/anyOf',
              keyword: 'anyOf',
              params: {},
              message: 'must match a schema in anyOf',
            };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          } else {
            errors = _errs29;
            if (vErrors !== null) {
              if (_errs29) {
                vErrors.length = _errs29;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err29 = {
          instancePath: instancePath + '/scorers',
          schemaPath: '#/properties/scorers/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.skill !== undefined) {
      let data8 = data.skill;
      if (typeof data8 === 'string') {
        if (!pattern10.test(data8)) {
          const err30 = {
            instancePath: instancePath + '/skill',
            schemaPath: '#/properties/skill/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}/[A-Za-z0-9._-]{1,100}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:(?!\\.\\.?/)[A-Za-z0-9._-]+/)*SKILL\\.md)$',
            },
            message:
              'must match pattern "' +
              '^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}/[A-Za-z0-9._-]{1,100}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:(?!\\.\\.?/)[A-Za-z0-9._-]+/)*SKILL\\.md)$' +
              '"',
          };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
      } else {
        const err31 = {
          instancePath: instancePath + '/skill',
          schemaPath: '#/properties/skill/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data['environment-id'] !== undefined) {
      let data9 = data['environment-id'];
      if (typeof data9 === 'string') {
        if (!pattern11.test(data9)) {
          const err32 = {
            instancePath: instancePath + '/environment-id',
            schemaPath: '#/properties/environment-id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9]{22}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9]{22}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
      } else {
        const err33 = {
          instancePath: instancePath + '/environment-id',
          schemaPath: '#/properties/environment-id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data['model-id'] !== undefined) {
      let data10 = data['model-id'];
      if (typeof data10 === 'string') {
        if (!pattern5.test(data10)) {
          const err34 = {
            instancePath: instancePath + '/model-id',
            schemaPath: '#/$defs/text/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
      } else {
        const err35 = {
          instancePath: instancePath + '/model-id',
          schemaPath: '#/$defs/text/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data['base-prompt'] !== undefined) {
      let data11 = data['base-prompt'];
      if (typeof data11 === 'string') {
        if (!pattern5.test(data11)) {
          const err36 = {
            instancePath: instancePath + '/base-prompt',
            schemaPath: '#/$defs/text/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      } else {
        const err37 = {
          instancePath: instancePath + '/base-prompt',
          schemaPath: '#/$defs/text/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data['mcp-servers'] !== undefined) {
      let data12 = data['mcp-servers'];
      if (data12 && typeof data12 == 'object' && !Array.isArray(data12)) {
        for (const key1 in data12) {
          let data13 = data12[key1];
          if (!(data13 && typeof data13 == 'object' && !Array.isArray(data13))) {
            const err38 = {
              instancePath: instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/mcp-servers/additionalProperties/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
          const _errs49 = errors;
          let valid15 = false;
          let passing1 = null;
          const _errs50 = errors;
          const _errs51 = errors;
          const _errs52 = errors;
          const _errs53 = errors;
          let valid17 = false;
          const _errs54 = errors;
          if (data13 && typeof data13 == 'object' && !Array.isArray(data13)) {
            let missing2;
            if (data13.command === undefined && (missing2 = 'command')) {
              const err39 = {};
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
          var _valid3 = _errs54 === errors;
          valid17 = valid17 || _valid3;
          const _errs55 = errors;
          if (data13 && typeof data13 == 'object' && !Array.isArray(data13)) {
            let missing3;
            if (data13.url === undefined && (missing3 = 'url')) {
              const err40 = {};
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
          }
          var _valid3 = _errs55 === errors;
          valid17 = valid17 || _valid3;
          if (!valid17) {
            const err41 = {};
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          } else {
            errors = _errs53;
            if (vErrors !== null) {
              if (_errs53) {
                vErrors.length = _errs53;
              } else {
                vErrors = null;
              }
            }
          }
          var valid16 = _errs52 === errors;
          if (valid16) {
            const err42 = {
              instancePath: instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/mcp-servers/additionalProperties/oneOf/0/not',
              keyword: 'not',
              params: {},
              message: 'must NOT be valid',
            };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          } else {
            errors = _errs51;
            if (vErrors !== null) {
              if (_errs51) {
                vErrors.length = _errs51;
              } else {
                vErrors = null;
              }
            }
          }
          if (data13 && typeof data13 == 'object' && !Array.isArray(data13)) {
            if (data13.warp_id === undefined) {
              const err43 = {
                instancePath: instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/properties/mcp-servers/additionalProperties/oneOf/0/required',
                keyword: 'required',
                params: { missingProperty: 'warp_id' },
                message: "must have required property '" + 'warp_id' + "'",
              };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
          }
          var _valid2 = _errs50 === errors;
          if (_valid2) {
            valid15 = true;
            passing1 = 0;
          }
          const _errs56 = errors;
          const _errs57 = errors;
          const _errs58 = errors;
          const _errs59 = errors;
          let valid19 = false;
          const _errs60 = errors;
          if (data13 && typeof data13 == 'object' && !Array.isArray(data13)) {
            let missing4;
            if (data13.warp_id === undefined && (missing4 = 'warp_id')) {
              const err44 = {};
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          }
          var _valid4 = _errs60 === errors;
          valid19 = valid19 || _valid4;
          const _errs61 = errors;
          if (data13 && typeof data13 == 'object' && !Array.isArray(data13)) {
            let missing5;
            if (data13.url === undefined && (missing5 = 'url')) {
              const err45 = {};
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
          var _valid4 = _errs61 === errors;
          valid19 = valid19 || _valid4;
          if (!valid19) {
            const err46 = {};
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          } else {
            errors = _errs59;
            if (vErrors !== null) {
              if (_errs59) {
                vErrors.length = _errs59;
              } else {
                vErrors = null;
              }
            }
          }
          var valid18 = _errs58 === errors;
          if (valid18) {
            const err47 = {
              instancePath: instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/mcp-servers/additionalProperties/oneOf/1/not',
              keyword: 'not',
              params: {},
              message: 'must NOT be valid',
            };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          } else {
            errors = _errs57;
            if (vErrors !== null) {
              if (_errs57) {
                vErrors.length = _errs57;
              } else {
                vErrors = null;
              }
            }
          }
          if (data13 && typeof data13 == 'object' && !Array.isArray(data13)) {
            if (data13.command === undefined) {
              const err48 = {
                instancePath: instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/properties/mcp-servers/additionalProperties/oneOf/1/required',
                keyword: 'required',
                params: { missingProperty: 'command' },
                message: "must have required property '" + 'command' + "'",
              };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          }
          var _valid2 = _errs56 === errors;
          if (_valid2 && valid15) {
            valid15 = false;
            passing1 = [passing1, 1];
          } else {
            if (_valid2) {
              valid15 = true;
              passing1 = 1;
            }
            const _errs62 = errors;
            const _errs63 = errors;
            const _errs64 = errors;
            const _errs65 = errors;
            let valid21 = false;
            const _errs66 = errors;
            if (data13 && typeof data13 == 'object' && !Array.isArray(data13)) {
              let missing6;
              if (data13.warp_id === undefined && (missing6 = 'warp_id')) {
                const err49 = {};
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
            }
            var _valid5 = _errs66 === errors;
            valid21 = valid21 || _valid5;
            const _errs67 = errors;
            if (data13 && typeof data13 == 'object' && !Array.isArray(data13)) {
              let missing7;
              if (data13.command === undefined && (missing7 = 'command')) {
                const err50 = {};
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
            var _valid5 = _errs67 === errors;
            valid21 = valid21 || _valid5;
            if (!valid21) {
              const err51 = {};
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            } else {
              errors = _errs65;
              if (vErrors !== null) {
                if (_errs65) {
                  vErrors.length = _errs65;
                } else {
                  vErrors = null;
                }
              }
            }
            var valid20 = _errs64 === errors;
            if (valid20) {
              const err52 = {
                instancePath: instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/properties/mcp-servers/additionalProperties/oneOf/2/not',
                keyword: 'not',
                params: {},
                message: 'must NOT be valid',
              };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            } else {
              errors = _errs63;
              if (vErrors !== null) {
                if (_errs63) {
                  vErrors.length = _errs63;
                } else {
                  vErrors = null;
                }
              }
            }
            if (data13 && typeof data13 == 'object' && !Array.isArray(data13)) {
              if (data13.url === undefined) {
                const err53 = {
                  instancePath:
                    instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/properties/mcp-servers/additionalProperties/oneOf/2/required',
                  keyword: 'required',
                  params: { missingProperty: 'url' },
                  message: "must have required property '" + 'url' + "'",
                };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
            }
            var _valid2 = _errs62 === errors;
            if (_valid2 && valid15) {
              valid15 = false;
              passing1 = [passing1, 2];
            } else {
              if (_valid2) {
                valid15 = true;
                passing1 = 2;
              }
            }
          }
          if (!valid15) {
            const err54 = {
              instancePath: instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/mcp-servers/additionalProperties/oneOf',
              keyword: 'oneOf',
              params: { passingSchemas: passing1 },
              message: 'must match exactly one schema in oneOf',
            };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          } else {
            errors = _errs49;
            if (vErrors !== null) {
              if (_errs49) {
                vErrors.length = _errs49;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err55 = {
          instancePath: instancePath + '/mcp-servers',
          schemaPath: '#/properties/mcp-servers/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err55];
        } else {
          vErrors.push(err55);
        }
        errors++;
      }
    }
    if (data['agent-config'] !== undefined) {
      let data14 = data['agent-config'];
      if (data14 && typeof data14 == 'object' && !Array.isArray(data14)) {
        if (data14.environment_id !== undefined) {
          let data15 = data14.environment_id;
          if (typeof data15 === 'string') {
            if (!pattern11.test(data15)) {
              const err56 = {
                instancePath: instancePath + '/agent-config/environment_id',
                schemaPath: '#/properties/agent-config/properties/environment_id/pattern',
                keyword: 'pattern',
                params: { pattern: '^[A-Za-z0-9]{22}$' },
                message: 'must match pattern "' + '^[A-Za-z0-9]{22}$' + '"',
              };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
          } else {
            const err57 = {
              instancePath: instancePath + '/agent-config/environment_id',
              schemaPath: '#/properties/agent-config/properties/environment_id/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
        }
      } else {
        const err58 = {
          instancePath: instancePath + '/agent-config',
          schemaPath: '#/properties/agent-config/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err58];
        } else {
          vErrors.push(err58);
        }
        errors++;
      }
    }
    if (data.factory !== undefined) {
      const _errs73 = errors;
      const _errs74 = errors;
      const _errs75 = errors;
      let valid25 = false;
      const _errs76 = errors;
      if (data && typeof data == 'object' && !Array.isArray(data)) {
        let missing8;
        if (data.skill === undefined && (missing8 = 'skill')) {
          const err59 = {};
          if (vErrors === null) {
            vErrors = [err59];
          } else {
            vErrors.push(err59);
          }
          errors++;
        }
      }
      var _valid6 = _errs76 === errors;
      valid25 = valid25 || _valid6;
      const _errs77 = errors;
      if (data && typeof data == 'object' && !Array.isArray(data)) {
        let missing9;
        if (data['environment-id'] === undefined && (missing9 = 'environment-id')) {
          const err60 = {};
          if (vErrors === null) {
            vErrors = [err60];
          } else {
            vErrors.push(err60);
          }
          errors++;
        }
      }
      var _valid6 = _errs77 === errors;
      valid25 = valid25 || _valid6;
      const _errs78 = errors;
      if (data && typeof data == 'object' && !Array.isArray(data)) {
        let missing10;
        if (data['model-id'] === undefined && (missing10 = 'model-id')) {
          const err61 = {};
          if (vErrors === null) {
            vErrors = [err61];
          } else {
            vErrors.push(err61);
          }
          errors++;
        }
      }
      var _valid6 = _errs78 === errors;
      valid25 = valid25 || _valid6;
      const _errs79 = errors;
      if (data && typeof data == 'object' && !Array.isArray(data)) {
        let missing11;
        if (data['base-prompt'] === undefined && (missing11 = 'base-prompt')) {
          const err62 = {};
          if (vErrors === null) {
            vErrors = [err62];
          } else {
            vErrors.push(err62);
          }
          errors++;
        }
      }
      var _valid6 = _errs79 === errors;
      valid25 = valid25 || _valid6;
      const _errs80 = errors;
      if (data && typeof data == 'object' && !Array.isArray(data)) {
        let missing12;
        if (data['mcp-servers'] === undefined && (missing12 = 'mcp-servers')) {
          const err63 = {};
          if (vErrors === null) {
            vErrors = [err63];
          } else {
            vErrors.push(err63);
          }
          errors++;
        }
      }
      var _valid6 = _errs80 === errors;
      valid25 = valid25 || _valid6;
      const _errs81 = errors;
      if (data && typeof data == 'object' && !Array.isArray(data)) {
        let missing13;
        if (data['agent-config'] === undefined && (missing13 = 'agent-config')) {
          const err64 = {};
          if (vErrors === null) {
            vErrors = [err64];
          } else {
            vErrors.push(err64);
          }
          errors++;
        }
      }
      var _valid6 = _errs81 === errors;
      valid25 = valid25 || _valid6;
      if (!valid25) {
        const err65 = {};
        if (vErrors === null) {
          vErrors = [err65];
        } else {
          vErrors.push(err65);
        }
        errors++;
      } else {
        errors = _errs75;
        if (vErrors !== null) {
          if (_errs75) {
            vErrors.length = _errs75;
          } else {
            vErrors = null;
          }
        }
      }
      var valid24 = _errs74 === errors;
      if (valid24) {
        const err66 = {
          instancePath,
          schemaPath: '#/dependentSchemas/factory/not',
          keyword: 'not',
          params: {},
          message: 'must NOT be valid',
        };
        if (vErrors === null) {
          vErrors = [err66];
        } else {
          vErrors.push(err66);
        }
        errors++;
      } else {
        errors = _errs73;
        if (vErrors !== null) {
          if (_errs73) {
            vErrors.length = _errs73;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err67 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err67];
    } else {
      vErrors.push(err67);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://github.com/cloud-agent-action/cloud-agent-action/schemas/cloud-agent-benchmarks.schema.json" */ let vErrors =
    null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.cases === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'cases' },
        message: "must have required property '" + 'cases' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'repeat' || key0 === 'repeat-min-pass' || key0 === 'cases' || pattern4.test(key0))) {
        const err1 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.repeat !== undefined) {
      let data0 = data.repeat;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err2 = {
          instancePath: instancePath + '/repeat',
          schemaPath: '#/$defs/count/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 20 || isNaN(data0)) {
          const err3 = {
            instancePath: instancePath + '/repeat',
            schemaPath: '#/$defs/count/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 20 },
            message: 'must be <= 20',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err4 = {
            instancePath: instancePath + '/repeat',
            schemaPath: '#/$defs/count/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data['repeat-min-pass'] !== undefined) {
      let data1 = data['repeat-min-pass'];
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err5 = {
          instancePath: instancePath + '/repeat-min-pass',
          schemaPath: '#/$defs/count/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 20 || isNaN(data1)) {
          const err6 = {
            instancePath: instancePath + '/repeat-min-pass',
            schemaPath: '#/$defs/count/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 20 },
            message: 'must be <= 20',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data1 < 1 || isNaN(data1)) {
          const err7 = {
            instancePath: instancePath + '/repeat-min-pass',
            schemaPath: '#/$defs/count/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.cases !== undefined) {
      let data2 = data.cases;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err8 = {
            instancePath: instancePath + '/cases',
            schemaPath: '#/properties/cases/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate21(data2[i0], {
              instancePath: instancePath + '/cases/' + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/cases',
          schemaPath: '#/properties/cases/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
/** Checks a benchmarks file read as JSON data; the errors (every one) are left on `validateBenchmarks.errors`. */
export const validateBenchmarks = validate20 as ValidateFunction;
