/**
 * Generated from schemas/cloud-agents.schema.json by `npm run generate` (ajv's standalone code). Do not edit by
 * hand: change the schema and generate again. A test fails when this file is stale.
 */
// @ts-nocheck: ajv's code, untyped; the export below is typed.
import type { ValidateFunction } from 'ajv/dist/2020.js';
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://github.com/cloud-agent-action/cloud-agent-action/schemas/cloud-agents.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['schedules'],
  patternProperties: { '^x-': {} },
  properties: { schedules: { type: ['array', 'null'], items: { $ref: '#/$defs/schedule' } } },
  $defs: {
    text: { type: 'string', pattern: '\\S' },
    schedule: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'cron'],
      properties: {
        name: { $ref: '#/$defs/text' },
        cron: { $ref: '#/$defs/text' },
        prompt: { $ref: '#/$defs/text' },
        'prompt-file': { $ref: '#/$defs/text' },
        enabled: { type: 'boolean' },
        adopt: { type: 'boolean' },
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
        { required: ['skill'], not: { anyOf: [{ required: ['prompt'] }, { required: ['prompt-file'] }] } },
      ],
    },
  },
};
const pattern4 = new RegExp('^x-', 'u');
const schema32 = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'cron'],
  properties: {
    name: { $ref: '#/$defs/text' },
    cron: { $ref: '#/$defs/text' },
    prompt: { $ref: '#/$defs/text' },
    'prompt-file': { $ref: '#/$defs/text' },
    enabled: { type: 'boolean' },
    adopt: { type: 'boolean' },
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
    { required: ['skill'], not: { anyOf: [{ required: ['prompt'] }, { required: ['prompt-file'] }] } },
  ],
};
const func1 = Object.prototype.hasOwnProperty;
const pattern5 = new RegExp('\\S', 'u');
const pattern9 = new RegExp(
  '^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}/[A-Za-z0-9._-]{1,100}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:(?!\\.\\.?/)[A-Za-z0-9._-]+/)*SKILL\\.md)$',
  'u',
);
const pattern10 = new RegExp('^[A-Za-z0-9]{22}$', 'u');
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
    const _errs8 = errors;
    const _errs9 = errors;
    const _errs10 = errors;
    const _errs11 = errors;
    let valid4 = false;
    const _errs12 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing2;
      if (data.prompt === undefined && (missing2 = 'prompt')) {
        const err6 = {};
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    var _valid1 = _errs12 === errors;
    valid4 = valid4 || _valid1;
    const _errs13 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing3;
      if (data['prompt-file'] === undefined && (missing3 = 'prompt-file')) {
        const err7 = {};
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    var _valid1 = _errs13 === errors;
    valid4 = valid4 || _valid1;
    if (!valid4) {
      const err8 = {};
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    } else {
      errors = _errs11;
      if (vErrors !== null) {
        if (_errs11) {
          vErrors.length = _errs11;
        } else {
          vErrors = null;
        }
      }
    }
    var valid3 = _errs10 === errors;
    if (valid3) {
      const err9 = {
        instancePath,
        schemaPath: '#/oneOf/2/not',
        keyword: 'not',
        params: {},
        message: 'must NOT be valid',
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    } else {
      errors = _errs9;
      if (vErrors !== null) {
        if (_errs9) {
          vErrors.length = _errs9;
        } else {
          vErrors = null;
        }
      }
    }
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.skill === undefined) {
        const err10 = {
          instancePath,
          schemaPath: '#/oneOf/2/required',
          keyword: 'required',
          params: { missingProperty: 'skill' },
          message: "must have required property '" + 'skill' + "'",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    var _valid0 = _errs8 === errors;
    if (_valid0 && valid0) {
      valid0 = false;
      passing0 = [passing0, 2];
    } else {
      if (_valid0) {
        valid0 = true;
        passing0 = 2;
      }
    }
  }
  if (!valid0) {
    const err11 = {
      instancePath,
      schemaPath: '#/oneOf',
      keyword: 'oneOf',
      params: { passingSchemas: passing0 },
      message: 'must match exactly one schema in oneOf',
    };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
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
      const err12 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.cron === undefined) {
      const err13 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'cron' },
        message: "must have required property '" + 'cron' + "'",
      };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema32.properties, key0)) {
        const err14 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (!pattern5.test(data0)) {
          const err15 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/$defs/text/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      } else {
        const err16 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/$defs/text/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.cron !== undefined) {
      let data1 = data.cron;
      if (typeof data1 === 'string') {
        if (!pattern5.test(data1)) {
          const err17 = {
            instancePath: instancePath + '/cron',
            schemaPath: '#/$defs/text/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else {
        const err18 = {
          instancePath: instancePath + '/cron',
          schemaPath: '#/$defs/text/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.prompt !== undefined) {
      let data2 = data.prompt;
      if (typeof data2 === 'string') {
        if (!pattern5.test(data2)) {
          const err19 = {
            instancePath: instancePath + '/prompt',
            schemaPath: '#/$defs/text/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      } else {
        const err20 = {
          instancePath: instancePath + '/prompt',
          schemaPath: '#/$defs/text/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data['prompt-file'] !== undefined) {
      let data3 = data['prompt-file'];
      if (typeof data3 === 'string') {
        if (!pattern5.test(data3)) {
          const err21 = {
            instancePath: instancePath + '/prompt-file',
            schemaPath: '#/$defs/text/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/prompt-file',
          schemaPath: '#/$defs/text/type',
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
    if (data.enabled !== undefined) {
      if (typeof data.enabled !== 'boolean') {
        const err23 = {
          instancePath: instancePath + '/enabled',
          schemaPath: '#/properties/enabled/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.adopt !== undefined) {
      if (typeof data.adopt !== 'boolean') {
        const err24 = {
          instancePath: instancePath + '/adopt',
          schemaPath: '#/properties/adopt/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.skill !== undefined) {
      let data6 = data.skill;
      if (typeof data6 === 'string') {
        if (!pattern9.test(data6)) {
          const err25 = {
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
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      } else {
        const err26 = {
          instancePath: instancePath + '/skill',
          schemaPath: '#/properties/skill/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data['environment-id'] !== undefined) {
      let data7 = data['environment-id'];
      if (typeof data7 === 'string') {
        if (!pattern10.test(data7)) {
          const err27 = {
            instancePath: instancePath + '/environment-id',
            schemaPath: '#/properties/environment-id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9]{22}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9]{22}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      } else {
        const err28 = {
          instancePath: instancePath + '/environment-id',
          schemaPath: '#/properties/environment-id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data['model-id'] !== undefined) {
      let data8 = data['model-id'];
      if (typeof data8 === 'string') {
        if (!pattern5.test(data8)) {
          const err29 = {
            instancePath: instancePath + '/model-id',
            schemaPath: '#/$defs/text/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      } else {
        const err30 = {
          instancePath: instancePath + '/model-id',
          schemaPath: '#/$defs/text/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data['base-prompt'] !== undefined) {
      let data9 = data['base-prompt'];
      if (typeof data9 === 'string') {
        if (!pattern5.test(data9)) {
          const err31 = {
            instancePath: instancePath + '/base-prompt',
            schemaPath: '#/$defs/text/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      } else {
        const err32 = {
          instancePath: instancePath + '/base-prompt',
          schemaPath: '#/$defs/text/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data['mcp-servers'] !== undefined) {
      let data10 = data['mcp-servers'];
      if (data10 && typeof data10 == 'object' && !Array.isArray(data10)) {
        for (const key1 in data10) {
          let data11 = data10[key1];
          if (!(data11 && typeof data11 == 'object' && !Array.isArray(data11))) {
            const err33 = {
              instancePath: instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/mcp-servers/additionalProperties/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
          const _errs46 = errors;
          let valid13 = false;
          let passing1 = null;
          const _errs47 = errors;
          const _errs48 = errors;
          const _errs49 = errors;
          const _errs50 = errors;
          let valid15 = false;
          const _errs51 = errors;
          if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
            let missing4;
            if (data11.command === undefined && (missing4 = 'command')) {
              const err34 = {};
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
          }
          var _valid3 = _errs51 === errors;
          valid15 = valid15 || _valid3;
          const _errs52 = errors;
          if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
            let missing5;
            if (data11.url === undefined && (missing5 = 'url')) {
              const err35 = {};
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
          }
          var _valid3 = _errs52 === errors;
          valid15 = valid15 || _valid3;
          if (!valid15) {
            const err36 = {};
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          } else {
            errors = _errs50;
            if (vErrors !== null) {
              if (_errs50) {
                vErrors.length = _errs50;
              } else {
                vErrors = null;
              }
            }
          }
          var valid14 = _errs49 === errors;
          if (valid14) {
            const err37 = {
              instancePath: instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/mcp-servers/additionalProperties/oneOf/0/not',
              keyword: 'not',
              params: {},
              message: 'must NOT be valid',
            };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          } else {
            errors = _errs48;
            if (vErrors !== null) {
              if (_errs48) {
                vErrors.length = _errs48;
              } else {
                vErrors = null;
              }
            }
          }
          if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
            if (data11.warp_id === undefined) {
              const err38 = {
                instancePath: instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/properties/mcp-servers/additionalProperties/oneOf/0/required',
                keyword: 'required',
                params: { missingProperty: 'warp_id' },
                message: "must have required property '" + 'warp_id' + "'",
              };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
          }
          var _valid2 = _errs47 === errors;
          if (_valid2) {
            valid13 = true;
            passing1 = 0;
          }
          const _errs53 = errors;
          const _errs54 = errors;
          const _errs55 = errors;
          const _errs56 = errors;
          let valid17 = false;
          const _errs57 = errors;
          if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
            let missing6;
            if (data11.warp_id === undefined && (missing6 = 'warp_id')) {
              const err39 = {};
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
          var _valid4 = _errs57 === errors;
          valid17 = valid17 || _valid4;
          const _errs58 = errors;
          if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
            let missing7;
            if (data11.url === undefined && (missing7 = 'url')) {
              const err40 = {};
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
          }
          var _valid4 = _errs58 === errors;
          valid17 = valid17 || _valid4;
          if (!valid17) {
            const err41 = {};
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          } else {
            errors = _errs56;
            if (vErrors !== null) {
              if (_errs56) {
                vErrors.length = _errs56;
              } else {
                vErrors = null;
              }
            }
          }
          var valid16 = _errs55 === errors;
          if (valid16) {
            const err42 = {
              instancePath: instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/mcp-servers/additionalProperties/oneOf/1/not',
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
            errors = _errs54;
            if (vErrors !== null) {
              if (_errs54) {
                vErrors.length = _errs54;
              } else {
                vErrors = null;
              }
            }
          }
          if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
            if (data11.command === undefined) {
              const err43 = {
                instancePath: instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/properties/mcp-servers/additionalProperties/oneOf/1/required',
                keyword: 'required',
                params: { missingProperty: 'command' },
                message: "must have required property '" + 'command' + "'",
              };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
          }
          var _valid2 = _errs53 === errors;
          if (_valid2 && valid13) {
            valid13 = false;
            passing1 = [passing1, 1];
          } else {
            if (_valid2) {
              valid13 = true;
              passing1 = 1;
            }
            const _errs59 = errors;
            const _errs60 = errors;
            const _errs61 = errors;
            const _errs62 = errors;
            let valid19 = false;
            const _errs63 = errors;
            if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
              let missing8;
              if (data11.warp_id === undefined && (missing8 = 'warp_id')) {
                const err44 = {};
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
            var _valid5 = _errs63 === errors;
            valid19 = valid19 || _valid5;
            const _errs64 = errors;
            if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
              let missing9;
              if (data11.command === undefined && (missing9 = 'command')) {
                const err45 = {};
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
            }
            var _valid5 = _errs64 === errors;
            valid19 = valid19 || _valid5;
            if (!valid19) {
              const err46 = {};
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            } else {
              errors = _errs62;
              if (vErrors !== null) {
                if (_errs62) {
                  vErrors.length = _errs62;
                } else {
                  vErrors = null;
                }
              }
            }
            var valid18 = _errs61 === errors;
            if (valid18) {
              const err47 = {
                instancePath: instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/properties/mcp-servers/additionalProperties/oneOf/2/not',
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
              errors = _errs60;
              if (vErrors !== null) {
                if (_errs60) {
                  vErrors.length = _errs60;
                } else {
                  vErrors = null;
                }
              }
            }
            if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
              if (data11.url === undefined) {
                const err48 = {
                  instancePath:
                    instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/properties/mcp-servers/additionalProperties/oneOf/2/required',
                  keyword: 'required',
                  params: { missingProperty: 'url' },
                  message: "must have required property '" + 'url' + "'",
                };
                if (vErrors === null) {
                  vErrors = [err48];
                } else {
                  vErrors.push(err48);
                }
                errors++;
              }
            }
            var _valid2 = _errs59 === errors;
            if (_valid2 && valid13) {
              valid13 = false;
              passing1 = [passing1, 2];
            } else {
              if (_valid2) {
                valid13 = true;
                passing1 = 2;
              }
            }
          }
          if (!valid13) {
            const err49 = {
              instancePath: instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/mcp-servers/additionalProperties/oneOf',
              keyword: 'oneOf',
              params: { passingSchemas: passing1 },
              message: 'must match exactly one schema in oneOf',
            };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          } else {
            errors = _errs46;
            if (vErrors !== null) {
              if (_errs46) {
                vErrors.length = _errs46;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err50 = {
          instancePath: instancePath + '/mcp-servers',
          schemaPath: '#/properties/mcp-servers/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err50];
        } else {
          vErrors.push(err50);
        }
        errors++;
      }
    }
    if (data['agent-config'] !== undefined) {
      let data12 = data['agent-config'];
      if (data12 && typeof data12 == 'object' && !Array.isArray(data12)) {
        if (data12.environment_id !== undefined) {
          let data13 = data12.environment_id;
          if (typeof data13 === 'string') {
            if (!pattern10.test(data13)) {
              const err51 = {
                instancePath: instancePath + '/agent-config/environment_id',
                schemaPath: '#/properties/agent-config/properties/environment_id/pattern',
                keyword: 'pattern',
                params: { pattern: '^[A-Za-z0-9]{22}$' },
                message: 'must match pattern "' + '^[A-Za-z0-9]{22}$' + '"',
              };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          } else {
            const err52 = {
              instancePath: instancePath + '/agent-config/environment_id',
              schemaPath: '#/properties/agent-config/properties/environment_id/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
      } else {
        const err53 = {
          instancePath: instancePath + '/agent-config',
          schemaPath: '#/properties/agent-config/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
    }
  } else {
    const err54 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err54];
    } else {
      vErrors.push(err54);
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
  /*# sourceURL="https://github.com/cloud-agent-action/cloud-agent-action/schemas/cloud-agents.schema.json" */ let vErrors =
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
    if (data.schedules === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'schedules' },
        message: "must have required property '" + 'schedules' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'schedules' || pattern4.test(key0))) {
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
    if (data.schedules !== undefined) {
      let data0 = data.schedules;
      if (!Array.isArray(data0) && data0 !== null) {
        const err2 = {
          instancePath: instancePath + '/schedules',
          schemaPath: '#/properties/schedules/type',
          keyword: 'type',
          params: { type: schema31.properties.schedules.type },
          message: 'must be array,null',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate21(data0[i0], {
              instancePath: instancePath + '/schedules/' + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
            errors = vErrors.length;
          }
        }
      }
    }
  } else {
    const err3 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
/** Checks a schedules file read as JSON data; the errors (every one) are left on `validateSchedules.errors`. */
export const validateSchedules = validate20 as ValidateFunction;
