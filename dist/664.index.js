export const id = 664;
export const ids = [664];
export const modules = {

187:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
	gateCommand: () => (gateCommand)
});


var client = __webpack_require__(9434);
var flow_gate = __webpack_require__(6613);
var runs = __webpack_require__(9187);
var outcome = __webpack_require__(4189);
var admission = __webpack_require__(1737);
var repository_file = __webpack_require__(2729);
var format = __webpack_require__(1509);
;
const cloud_agent_benchmarks_schema_namespaceObject =JSON.parse('{"qo":{"repeat":{"$ref":"#/$defs/count","description":"How many times each case runs (default 1); a case may set its own."},"repeat-min-pass":{"$ref":"#/$defs/count","description":"How many of a case\'s attempts must pass for the case to pass (default: every one); a case may set its own."},"cases":{"description":"The cases: each a task the agent is given, judged by scorers.","type":"array","minItems":1,"items":{"$ref":"#/$defs/case"}}},"L2":{"DH":{"qo":{"name":{"$ref":"#/$defs/text","description":"Unique in the file; how the check names the case."},"prompt":{"$ref":"#/$defs/text","description":"What the agent is asked to do."},"prompt-file":{"$ref":"#/$defs/text","description":"A file of the repository (a path from its root) holding the prompt, read from the pull request\'s head."},"repeat":{"$ref":"#/$defs/count","description":"How many times this case runs."},"repeat-min-pass":{"$ref":"#/$defs/count","description":"How many of this case\'s attempts must pass."},"factory":{"type":"string","pattern":"^[A-Za-z0-9_-]{1,200}$","description":"The factory the case is dispatched to (its foreman takes it; its scorers can judge it). Default: the gate\'s factory, unless the case sets run keys."},"scorers":{"description":"The scorers that judge the case, by name or id. Default: the gate\'s scorers.","type":"array","minItems":1,"items":{"anyOf":[{"type":"string","pattern":"\\\\S"},{"type":"integer","minimum":1}]}},"skill":{"type":"string","pattern":"^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}/[A-Za-z0-9._-]{1,100}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:(?!\\\\.\\\\.?/)[A-Za-z0-9._-]+/)*SKILL\\\\.md)$","description":"owner/repo:skill-name or owner/repo:path/to/SKILL.md, resolved by the service (not read from the pull request\'s head)."},"environment-id":{"type":"string","pattern":"^[A-Za-z0-9]{22}$"},"model-id":{"$ref":"#/$defs/text"},"base-prompt":{"$ref":"#/$defs/text"},"mcp-servers":{"type":"object","additionalProperties":{"type":"object","oneOf":[{"required":["warp_id"],"not":{"anyOf":[{"required":["command"]},{"required":["url"]}]}},{"required":["command"],"not":{"anyOf":[{"required":["warp_id"]},{"required":["url"]}]}},{"required":["url"],"not":{"anyOf":[{"required":["warp_id"]},{"required":["command"]}]}}]}},"agent-config":{"type":"object","description":"More of the agent config, as the service names its fields (idle_timeout_minutes, harness, ...).","properties":{"environment_id":{"type":"string","pattern":"^[A-Za-z0-9]{22}$"}}}}}}}');
;
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
			pattern: '^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}/[A-Za-z0-9._-]{1,100}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:(?!\\.\\.?/)[A-Za-z0-9._-]+/)*SKILL\\.md)$',
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
const pattern10 = new RegExp('^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}/[A-Za-z0-9._-]{1,100}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:(?!\\.\\.?/)[A-Za-z0-9._-]+/)*SKILL\\.md)$', 'u');
const pattern11 = new RegExp('^[A-Za-z0-9]{22}$', 'u');
function validate21(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
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
			}
			else {
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
		}
		else {
			vErrors.push(err1);
		}
		errors++;
	}
	else {
		errors = _errs3;
		if (vErrors !== null) {
			if (_errs3) {
				vErrors.length = _errs3;
			}
			else {
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
			}
			else {
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
			}
			else {
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
		}
		else {
			vErrors.push(err4);
		}
		errors++;
	}
	else {
		errors = _errs6;
		if (vErrors !== null) {
			if (_errs6) {
				vErrors.length = _errs6;
			}
			else {
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
			}
			else {
				vErrors.push(err5);
			}
			errors++;
		}
	}
	var _valid0 = _errs5 === errors;
	if (_valid0 && valid0) {
		valid0 = false;
		passing0 = [passing0, 1];
	}
	else {
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
		}
		else {
			vErrors.push(err6);
		}
		errors++;
	}
	else {
		errors = _errs1;
		if (vErrors !== null) {
			if (_errs1) {
				vErrors.length = _errs1;
			}
			else {
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
			}
			else {
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
				}
				else {
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
					}
					else {
						vErrors.push(err9);
					}
					errors++;
				}
			}
			else {
				const err10 = {
					instancePath: instancePath + '/name',
					schemaPath: '#/$defs/text/type',
					keyword: 'type',
					params: { type: 'string' },
					message: 'must be string',
				};
				if (vErrors === null) {
					vErrors = [err10];
				}
				else {
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
					}
					else {
						vErrors.push(err11);
					}
					errors++;
				}
			}
			else {
				const err12 = {
					instancePath: instancePath + '/prompt',
					schemaPath: '#/$defs/text/type',
					keyword: 'type',
					params: { type: 'string' },
					message: 'must be string',
				};
				if (vErrors === null) {
					vErrors = [err12];
				}
				else {
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
					}
					else {
						vErrors.push(err13);
					}
					errors++;
				}
			}
			else {
				const err14 = {
					instancePath: instancePath + '/prompt-file',
					schemaPath: '#/$defs/text/type',
					keyword: 'type',
					params: { type: 'string' },
					message: 'must be string',
				};
				if (vErrors === null) {
					vErrors = [err14];
				}
				else {
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
				}
				else {
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
					}
					else {
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
					}
					else {
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
				}
				else {
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
					}
					else {
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
					}
					else {
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
					}
					else {
						vErrors.push(err21);
					}
					errors++;
				}
			}
			else {
				const err22 = {
					instancePath: instancePath + '/factory',
					schemaPath: '#/properties/factory/type',
					keyword: 'type',
					params: { type: 'string' },
					message: 'must be string',
				};
				if (vErrors === null) {
					vErrors = [err22];
				}
				else {
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
					}
					else {
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
							}
							else {
								vErrors.push(err24);
							}
							errors++;
						}
					}
					else {
						const err25 = {
							instancePath: instancePath + '/scorers/' + i0,
							schemaPath: '#/properties/scorers/items/anyOf/0/type',
							keyword: 'type',
							params: { type: 'string' },
							message: 'must be string',
						};
						if (vErrors === null) {
							vErrors = [err25];
						}
						else {
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
						}
						else {
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
							}
							else {
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
						}
						else {
							vErrors.push(err28);
						}
						errors++;
					}
					else {
						errors = _errs29;
						if (vErrors !== null) {
							if (_errs29) {
								vErrors.length = _errs29;
							}
							else {
								vErrors = null;
							}
						}
					}
				}
			}
			else {
				const err29 = {
					instancePath: instancePath + '/scorers',
					schemaPath: '#/properties/scorers/type',
					keyword: 'type',
					params: { type: 'array' },
					message: 'must be array',
				};
				if (vErrors === null) {
					vErrors = [err29];
				}
				else {
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
							pattern: '^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}/[A-Za-z0-9._-]{1,100}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:(?!\\.\\.?/)[A-Za-z0-9._-]+/)*SKILL\\.md)$',
						},
						message: 'must match pattern "' +
							'^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}/[A-Za-z0-9._-]{1,100}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:(?!\\.\\.?/)[A-Za-z0-9._-]+/)*SKILL\\.md)$' +
							'"',
					};
					if (vErrors === null) {
						vErrors = [err30];
					}
					else {
						vErrors.push(err30);
					}
					errors++;
				}
			}
			else {
				const err31 = {
					instancePath: instancePath + '/skill',
					schemaPath: '#/properties/skill/type',
					keyword: 'type',
					params: { type: 'string' },
					message: 'must be string',
				};
				if (vErrors === null) {
					vErrors = [err31];
				}
				else {
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
					}
					else {
						vErrors.push(err32);
					}
					errors++;
				}
			}
			else {
				const err33 = {
					instancePath: instancePath + '/environment-id',
					schemaPath: '#/properties/environment-id/type',
					keyword: 'type',
					params: { type: 'string' },
					message: 'must be string',
				};
				if (vErrors === null) {
					vErrors = [err33];
				}
				else {
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
					}
					else {
						vErrors.push(err34);
					}
					errors++;
				}
			}
			else {
				const err35 = {
					instancePath: instancePath + '/model-id',
					schemaPath: '#/$defs/text/type',
					keyword: 'type',
					params: { type: 'string' },
					message: 'must be string',
				};
				if (vErrors === null) {
					vErrors = [err35];
				}
				else {
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
					}
					else {
						vErrors.push(err36);
					}
					errors++;
				}
			}
			else {
				const err37 = {
					instancePath: instancePath + '/base-prompt',
					schemaPath: '#/$defs/text/type',
					keyword: 'type',
					params: { type: 'string' },
					message: 'must be string',
				};
				if (vErrors === null) {
					vErrors = [err37];
				}
				else {
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
						}
						else {
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
							}
							else {
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
							}
							else {
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
						}
						else {
							vErrors.push(err41);
						}
						errors++;
					}
					else {
						errors = _errs53;
						if (vErrors !== null) {
							if (_errs53) {
								vErrors.length = _errs53;
							}
							else {
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
						}
						else {
							vErrors.push(err42);
						}
						errors++;
					}
					else {
						errors = _errs51;
						if (vErrors !== null) {
							if (_errs51) {
								vErrors.length = _errs51;
							}
							else {
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
							}
							else {
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
							}
							else {
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
							}
							else {
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
						}
						else {
							vErrors.push(err46);
						}
						errors++;
					}
					else {
						errors = _errs59;
						if (vErrors !== null) {
							if (_errs59) {
								vErrors.length = _errs59;
							}
							else {
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
						}
						else {
							vErrors.push(err47);
						}
						errors++;
					}
					else {
						errors = _errs57;
						if (vErrors !== null) {
							if (_errs57) {
								vErrors.length = _errs57;
							}
							else {
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
							}
							else {
								vErrors.push(err48);
							}
							errors++;
						}
					}
					var _valid2 = _errs56 === errors;
					if (_valid2 && valid15) {
						valid15 = false;
						passing1 = [passing1, 1];
					}
					else {
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
								}
								else {
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
								}
								else {
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
							}
							else {
								vErrors.push(err51);
							}
							errors++;
						}
						else {
							errors = _errs65;
							if (vErrors !== null) {
								if (_errs65) {
									vErrors.length = _errs65;
								}
								else {
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
							}
							else {
								vErrors.push(err52);
							}
							errors++;
						}
						else {
							errors = _errs63;
							if (vErrors !== null) {
								if (_errs63) {
									vErrors.length = _errs63;
								}
								else {
									vErrors = null;
								}
							}
						}
						if (data13 && typeof data13 == 'object' && !Array.isArray(data13)) {
							if (data13.url === undefined) {
								const err53 = {
									instancePath: instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
									schemaPath: '#/properties/mcp-servers/additionalProperties/oneOf/2/required',
									keyword: 'required',
									params: { missingProperty: 'url' },
									message: "must have required property '" + 'url' + "'",
								};
								if (vErrors === null) {
									vErrors = [err53];
								}
								else {
									vErrors.push(err53);
								}
								errors++;
							}
						}
						var _valid2 = _errs62 === errors;
						if (_valid2 && valid15) {
							valid15 = false;
							passing1 = [passing1, 2];
						}
						else {
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
						}
						else {
							vErrors.push(err54);
						}
						errors++;
					}
					else {
						errors = _errs49;
						if (vErrors !== null) {
							if (_errs49) {
								vErrors.length = _errs49;
							}
							else {
								vErrors = null;
							}
						}
					}
				}
			}
			else {
				const err55 = {
					instancePath: instancePath + '/mcp-servers',
					schemaPath: '#/properties/mcp-servers/type',
					keyword: 'type',
					params: { type: 'object' },
					message: 'must be object',
				};
				if (vErrors === null) {
					vErrors = [err55];
				}
				else {
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
							}
							else {
								vErrors.push(err56);
							}
							errors++;
						}
					}
					else {
						const err57 = {
							instancePath: instancePath + '/agent-config/environment_id',
							schemaPath: '#/properties/agent-config/properties/environment_id/type',
							keyword: 'type',
							params: { type: 'string' },
							message: 'must be string',
						};
						if (vErrors === null) {
							vErrors = [err57];
						}
						else {
							vErrors.push(err57);
						}
						errors++;
					}
				}
			}
			else {
				const err58 = {
					instancePath: instancePath + '/agent-config',
					schemaPath: '#/properties/agent-config/type',
					keyword: 'type',
					params: { type: 'object' },
					message: 'must be object',
				};
				if (vErrors === null) {
					vErrors = [err58];
				}
				else {
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
					}
					else {
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
					}
					else {
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
					}
					else {
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
					}
					else {
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
					}
					else {
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
					}
					else {
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
				}
				else {
					vErrors.push(err65);
				}
				errors++;
			}
			else {
				errors = _errs75;
				if (vErrors !== null) {
					if (_errs75) {
						vErrors.length = _errs75;
					}
					else {
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
				}
				else {
					vErrors.push(err66);
				}
				errors++;
			}
			else {
				errors = _errs73;
				if (vErrors !== null) {
					if (_errs73) {
						vErrors.length = _errs73;
					}
					else {
						vErrors = null;
					}
				}
			}
		}
	}
	else {
		const err67 = {
			instancePath,
			schemaPath: '#/type',
			keyword: 'type',
			params: { type: 'object' },
			message: 'must be object',
		};
		if (vErrors === null) {
			vErrors = [err67];
		}
		else {
			vErrors.push(err67);
		}
		errors++;
	}
	validate21.errors = vErrors;
	return errors === 0;
}
validate21.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate20(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
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
			}
			else {
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
				}
				else {
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
				}
				else {
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
					}
					else {
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
					}
					else {
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
				}
				else {
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
					}
					else {
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
					}
					else {
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
					}
					else {
						vErrors.push(err8);
					}
					errors++;
				}
				const len0 = data2.length;
				for (let i0 = 0; i0 < len0; i0++) {
					if (!validate21(data2[i0], {
						instancePath: instancePath + '/cases/' + i0,
						parentData: data2,
						parentDataProperty: i0,
						rootData,
						dynamicAnchors,
					})) {
						vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
						errors = vErrors.length;
					}
				}
			}
			else {
				const err9 = {
					instancePath: instancePath + '/cases',
					schemaPath: '#/properties/cases/type',
					keyword: 'type',
					params: { type: 'array' },
					message: 'must be array',
				};
				if (vErrors === null) {
					vErrors = [err9];
				}
				else {
					vErrors.push(err9);
				}
				errors++;
			}
		}
	}
	else {
		const err10 = {
			instancePath,
			schemaPath: '#/type',
			keyword: 'type',
			params: { type: 'object' },
			message: 'must be object',
		};
		if (vErrors === null) {
			vErrors = [err10];
		}
		else {
			vErrors.push(err10);
		}
		errors++;
	}
	validate20.errors = vErrors;
	return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const validateBenchmarks = validate20;

var rules = __webpack_require__(3334);
var yaml_file = __webpack_require__(1644);
;





const MAX_ATTEMPTS = 1000;
class BenchmarksFileError extends outcome.Rz {
	file;
	problems;
	constructor(file, problems) {
		super((0,yaml_file.u1)(file, problems, 'no case was run'), 'usage');
		this.file = file;
		this.problems = problems;
	}
}
const CASE_KEYS = Object.keys(cloud_agent_benchmarks_schema_namespaceObject.L2.DH.qo);
const TOP_KEYS = Object.keys(cloud_agent_benchmarks_schema_namespaceObject.qo);
const TOP_MORE = ', and x-... keys (not read: a place for anchors that cases share)';
const RUN_KEYS = ['skill', 'environment-id', 'model-id', 'base-prompt', 'mcp-servers', 'agent-config'];
const count = (value) => `must be a whole number from 1 to 20, got ${typeof value === 'object' ? 'a collection' : `"${String(value)}"`}`;
function report(reader, error) {
	const path = (0,yaml_file.XM)(error.instancePath);
	const { keyword, params } = error;
	const here = reader.place(path);
	if (keyword === 'additionalProperties') {
		const extra = String(params.additionalProperty);
		const top = path.length === 0;
		return reader.problem([...path, extra], (0,yaml_file.a)(extra, top ? TOP_KEYS : CASE_KEYS, top ? TOP_MORE : ''));
	}
	if (keyword === 'required') {
		const missing = String(params.missingProperty);
		if (path.length === 0)
			return reader.add(here.line, missing, 'is required: the list of cases');
		return reader.add(here.line, `${here.field}.${missing}`, 'is required');
	}
	if (path.length === 0)
		return reader.add(here.line, 'cases', 'the file must be a mapping with a cases: list');
	if (path.length === 1) {
		if (path[0] !== 'cases')
			return reader.add(here.line, here.field, count(here.value));
		return reader.add(here.line, here.field, 'must be a list of at least one case (- name: ..., prompt: ...)');
	}
	if (path.length === 2) {
		if (keyword === 'oneOf')
			return promptChoice(reader, path, here);
		if (keyword === 'not')
			return factoryWithRunKeys(reader, path, here);
		return reader.add(here.line, here.field, 'must be a mapping (name: ..., prompt: ...)');
	}
	const words = wordsFor(path, keyword);
	reader.add(here.line, here.field, words ? words(here.value) : (error.message ?? keyword));
}
function wordsFor(path, keyword) {
	const [, , key, inner] = path;
	if (path.length === 3)
		return CASE_WORDS[key]?.(keyword);
	if (key === 'scorers')
		return () => "must be a scorer's name or id";
	if (key === 'mcp-servers')
		return yaml_file.uQ;
	if (key === 'agent-config' && inner === 'environment_id')
		return yaml_file.Xo;
	return undefined;
}
function promptChoice(reader, path, entry) {
	const given = entry.value;
	if (Object.hasOwn(given, 'prompt') && Object.hasOwn(given, 'prompt-file')) {
		return reader.problem([...path, 'prompt-file'], 'give prompt or prompt-file, not both');
	}
	reader.add(entry.line, `${entry.field}.prompt`, 'is required (or prompt-file)');
}
function factoryWithRunKeys(reader, path, entry) {
	const given = RUN_KEYS.filter((key) => Object.hasOwn(entry.value, key));
	reader.problem([...path, 'factory'], `a case dispatched to a factory takes no run keys (${given.join(', ')}): the factory's own agent config applies; drop factory to run the case with them`);
}
const benchmarks_file_text = () => () => yaml_file.QL;
const CASE_WORDS = {
	name: benchmarks_file_text,
	prompt: benchmarks_file_text,
	'prompt-file': benchmarks_file_text,
	repeat: () => count,
	'repeat-min-pass': () => count,
	factory: () => (value) => `"${String(value)}" is not a factory UID (letters, digits, "-" and "_")`,
	scorers: () => () => "must be a list of scorers' names or ids",
	'model-id': benchmarks_file_text,
	'base-prompt': benchmarks_file_text,
	skill: (keyword) => (value) => keyword === 'pattern' ? ((0,rules.Xz)(String(value)) ?? 'is not a skill spec') : yaml_file.QL,
	'environment-id': () => yaml_file.Xo,
	'mcp-servers': () => () => 'must be a mapping',
	'agent-config': () => () => 'must be a mapping',
};
function parseBenchmarksFile(text, options) {
	const read = (0,yaml_file.gM)(text, options);
	if ('problems' in read)
		throw new BenchmarksFileError(options.file, read.problems);
	const { reader, data } = read;
	for (const error of (0,yaml_file.d0)(validateBenchmarks, data))
		report(reader, error);
	const root = (0,yaml_file.Gv)(data) ? data : {};
	const repeat = typeof root.repeat === 'number' ? root.repeat : 1;
	const minPass = typeof root['repeat-min-pass'] === 'number' ? root['repeat-min-pass'] : repeat;
	if (minPass > repeat && typeof root.repeat === 'number') {
		reader.problem(['repeat-min-pass'], `is ${minPass}, more than repeat (${repeat}): no case could pass`);
	}
	else if (minPass > repeat) {
		reader.problem(['repeat-min-pass'], `is ${minPass}, more than the 1 attempt a case gets without repeat: set repeat too`);
	}
	const list = Array.isArray(root.cases) ? root.cases : [];
	const names = new Map();
	const file = { repeat, minPass: Math.min(minPass, repeat) };
	const entries = list.flatMap((entry, index) => {
		const at = ['cases', String(index)];
		return (0,yaml_file.Gv)(entry) ? [{ entry, at, prompt: checkCase(reader, entry, at, names, file) }] : [];
	});
	const attempts = entries.reduce((n, { entry }) => n + repeatOf(entry, file), 0);
	if (attempts > MAX_ATTEMPTS) {
		reader.problem(['cases'], `ask for ${attempts} attempts in all (cases times their repeat): at most ${MAX_ATTEMPTS}; run fewer cases or fewer times`);
	}
	const { problems } = reader;
	if (problems.length) {
		throw new BenchmarksFileError(options.file, problems.sort((a, b) => a.line - b.line));
	}
	return {
		...file,
		cases: entries.map(({ entry, at, prompt }) => toCase(entry, prompt ?? '', reader.place(at).line, file)),
	};
}
const repeatOf = (entry, file) => typeof entry.repeat === 'number' ? entry.repeat : file.repeat;
function minPassOf(entry, file) {
	if (typeof entry['repeat-min-pass'] === 'number')
		return entry['repeat-min-pass'];
	return Math.min(file.minPass, repeatOf(entry, file));
}
function checkCase(reader, entry, at, names, file) {
	const { name } = entry;
	if ((0,yaml_file.KH)(name)) {
		const { line } = reader.place([...at, 'name']);
		const first = names.get(name.trim());
		if (first === undefined)
			names.set(name.trim(), line);
		else
			reader.problem([...at, 'name'], `duplicate name "${name.trim()}": line ${first} has it already; names are unique in the file`);
	}
	const repeat = repeatOf(entry, file);
	const own = entry['repeat-min-pass'];
	if (typeof own === 'number' && own > repeat) {
		reader.problem([...at, 'repeat-min-pass'], `is ${own}, more than the case's ${repeat} attempt${repeat === 1 ? '' : 's'}: it could never pass`);
	}
	for (const key of ['mcp-servers', 'agent-config']) {
		const why = (0,yaml_file.Gv)(entry[key]) ? (0,yaml_file.p3)(entry[key]) : undefined;
		if (why)
			reader.problem([...at, key], why);
	}
	const extra = entry['agent-config'];
	for (const [by, key] of Object.entries(rules.zJ)) {
		if (Object.hasOwn(entry, by) && (0,yaml_file.Gv)(extra) && Object.hasOwn(extra, key)) {
			reader.problem([...at, 'agent-config', key], `is set by ${by} too; give it once`);
		}
	}
	return (0,yaml_file.Gh)(reader, entry, at, false);
}
function toCase(entry, prompt, line, file) {
	const runKeys = RUN_KEYS.filter((key) => Object.hasOwn(entry, key));
	let run;
	if (runKeys.length) {
		const named = Object.entries(rules.zJ).filter(([by]) => by !== 'skill' && Object.hasOwn(entry, by));
		const config = {
			...entry['agent-config'],
			...Object.fromEntries(named.map(([by, key]) => [key, entry[by]])),
		};
		run = {
			...(typeof entry.skill === 'string' ? { skill: entry.skill } : {}),
			...(Object.keys(config).length ? { config: structuredClone(config) } : {}),
		};
	}
	const promptFile = entry['prompt-file'];
	const scorers = Array.isArray(entry.scorers) ? entry.scorers.map((s) => String(s).trim()) : [];
	return {
		name: entry.name.trim(),
		prompt: prompt.trim(),
		...(promptFile !== undefined ? { promptFile } : {}),
		repeat: repeatOf(entry, file),
		minPass: minPassOf(entry, file),
		...(run ? { run } : {}),
		...(typeof entry.factory === 'string' ? { factory: entry.factory } : {}),
		scorers,
		line,
	};
}

var budget = __webpack_require__(2919);
var cancel = __webpack_require__(1519);
var credits = __webpack_require__(5522);
var flow_origin = __webpack_require__(52);
var poll = __webpack_require__(6987);
var start = __webpack_require__(2392);
var starters = __webpack_require__(338);
var timing = __webpack_require__(8117);
;















function attemptsOf(cases) {
	return cases.flatMap((c) => Array.from({ length: c.repeat }, (_, i) => ({ case: c, index: i + 1 })));
}
function waveEstimate(finished, size) {
	if (!finished.length)
		return undefined;
	return (finished.reduce((a, b) => a + b, 0) / finished.length) * size;
}
const benchmarks_credits = (n) => `${n.toFixed(2)} credits`;
async function runWaves(plans, options) {
	const now = options.clock?.now ?? Date.now;
	const results = plans.map((plan) => ({ plan, outcome: 'not-started' }));
	const costs = [];
	let spent = 0;
	let warned = false;
	let next = 0;
	const { maxCredits } = options;
	while (next < plans.length) {
		const size = Math.min(options.concurrency, plans.length - next);
		const estimate = waveEstimate(costs, size);
		if (maxCredits !== undefined &&
			((0,credits.qj)(spent, maxCredits) || (estimate !== undefined && spent + estimate > maxCredits))) {
			const stop = {
				why: 'budget',
				spent,
				budget: maxCredits,
				...((0,credits.qj)(spent, maxCredits) ? {} : { estimate: estimate }),
			};
			options.log(`not starting the next ${size} attempt${size === 1 ? '' : 's'}: ${benchmarks_credits(spent)} spent and about ${benchmarks_credits(estimate ?? 0)} more expected would pass the budget of ${benchmarks_credits(maxCredits)}`);
			return { results, stop, spent };
		}
		if (now() >= options.deadline)
			return { results, stop: { why: 'time', spent, budget: maxCredits }, spent };
		const flights = [];
		try {
			for (const plan of plans.slice(next, next + size)) {
				const runId = await options.start(plan, options.signal);
				flights.push({ plan, runId, watch: new budget.D(maxCredits ?? Infinity, 0) });
				options.log(`${plan.case.name}: attempt ${plan.index} of ${plan.case.repeat} is run ${runId}`);
			}
			const stopped = await follow(flights, spent, options, now);
			for (const flight of flights) {
				const result = results[plans.indexOf(flight.plan)];
				const cost = flight.run ? flight.watch.spent(flight.run) : undefined;
				result.run = flight.run;
				if (cost !== undefined)
					result.credits = cost;
				result.outcome = stopped?.cancelled.has(flight.runId) ? 'cancelled' : 'ended';
				spent += cost ?? 0;
				if (result.outcome === 'ended' && cost !== undefined)
					costs.push(cost);
				if (maxCredits !== undefined && flight.watch.unenforced && !warned) {
					options.warn(`the service reported no usage while the attempts worked: the budget of ${benchmarks_credits(maxCredits)} counts what it reports once they end, so a wave may pass it`);
					warned = true;
				}
			}
			if (stopped)
				return { results, stop: { why: stopped.why, spent, budget: maxCredits }, spent };
		}
		catch (err) {
			await cancelAll(flights.filter((f) => !f.run || !(0,runs.Ex)(f.run.state)), options);
			throw err;
		}
		next += size;
	}
	return { results, spent };
}
async function follow(flights, spentBefore, options, now) {
	const pace = (0,poll.y)(options.deadline, {
		initialMs: options.pollMs?.initial ?? (0,timing.vK)(timing.wb.initialMs),
		factor: timing.wb.factor,
		maxMs: options.pollMs?.max ?? (0,timing.vK)(timing.wb.maxMs),
	}, {
		now,
		...(options.clock?.sleep ? { sleep: options.clock.sleep } : {}),
		...(options.signal ? { signal: options.signal } : {}),
	});
	for (;;) {
		for (const flight of flights) {
			if (flight.run && (0,runs.Ex)(flight.run.state))
				continue;
			flight.run = await options.read(flight.runId, options.signal);
			flight.watch.observe(flight.run);
		}
		const going = flights.filter((f) => !(0,runs.Ex)(f.run.state));
		const spent = spentBefore + flights.reduce((n, f) => n + (f.watch.spent(f.run) ?? 0), 0);
		if (options.maxCredits !== undefined && (0,credits.qj)(spent, options.maxCredits)) {
			options.log(`the attempts have used ${benchmarks_credits(spent)}, more than the budget of ${benchmarks_credits(options.maxCredits)}: cancelling the ${going.length} still going`);
			return { why: 'budget', cancelled: await cancelAll(going, options) };
		}
		if (!going.length)
			return undefined;
		if (!(await pace())) {
			options.log(`the time limit has passed: cancelling the ${going.length} attempt${going.length === 1 ? '' : 's'} still going`);
			return { why: 'time', cancelled: await cancelAll(going, options) };
		}
	}
}
async function cancelAll(flights, options) {
	const done = await Promise.all(flights.map(async (flight) => {
		const result = await options.cancel(flight.runId);
		if (result.run) {
			flight.run = result.run;
			flight.watch.observe(result.run);
		}
		return result.outcome === 'already-ended' ? undefined : flight.runId;
	}));
	return new Set(done.filter((id) => id !== undefined));
}
function attemptPrompt(prompt, at) {
	if (!at.sha)
		return prompt;
	const of = at.number !== undefined ? `, the head of pull request #${at.number}` : '';
	return `${prompt}\n\nWork on commit ${at.sha} of ${at.repository}${of}.`;
}
const attemptTitle = (plan) => (0,format.$Q)(`Benchmark: ${plan.case.name} (attempt ${plan.index} of ${plan.case.repeat})`, 200);
function attemptStarter(step, plan, at) {
	const c = plan.case;
	const prompt = attemptPrompt(c.prompt, { repository: step.env.repository, sha: at.sha, number: at.number });
	const title = attemptTitle(plan);
	const run = {
		prompt,
		title,
		skill: c.run?.skill,
		environmentId: undefined,
		modelId: undefined,
		basePrompt: undefined,
		mcpServers: undefined,
		agentConfig: c.run?.config,
		agentIdentity: undefined,
		includeContext: false,
		idempotencyKey: `benchmark ${c.name} ${plan.index}`,
		planFirst: false,
	};
	const factory = c.run ? undefined : (c.factory ?? at.factory);
	const trigger = { ...step.trigger, number: undefined, comment: undefined };
	const origin = (0,flow_origin.yv)(step.env, trigger, {
		command: 'gate',
		run,
		...(factory ? { dispatch: { factory } } : {}),
	});
	const starter = factory
		? (0,starters.cl)(step, factory, `gate-benchmark:${origin.key}`, undefined)
		: (0,starters.ds)(step, run, origin);
	return { starter, prompt, title };
}
async function startAttempt(starter, work, options = {}) {
	const { signal, log } = options;
	const existing = await starter.findLatest(signal);
	if ((0,flow_origin.xk)(existing)) {
		log?.(`run ${existing.run_id} of this attempt is still ${existing.state}: following it instead of starting another`);
		return existing.run_id;
	}
	const since = (0,start.OC)(Date.now(), existing);
	try {
		const created = await starter.create(work, signal ?? new AbortController().signal, since);
		return created.runId;
	}
	catch (err) {
		if (!signal?.aborted)
			throw err;
		const made = await starter.findMade(since).catch(() => undefined);
		if (made && options.cancel) {
			log?.(`the step stopped while run ${made.run_id} of this attempt was being created: cancelling it`);
			await options.cancel(made.run_id);
		}
		throw err;
	}
}
function serviceWaves(step, at) {
	const client = step.client;
	const log = (line) => step.host.log.info(line);
	return {
		start: (plan, signal) => {
			const { starter, prompt, title } = attemptStarter(step, plan, at);
			return startAttempt(starter, { prompt, title }, { ...(signal ? { signal } : {}), log, cancel: (id) => (0,cancel.Su)(client, id, log) });
		},
		read: (runId, signal) => client.runs.get(runId, { signal }),
		cancel: (runId) => (0,cancel.Su)(client, runId, log),
		log,
		warn: (line) => step.host.log.warning(line),
		signal: step.signal,
	};
}
function readBenchmarks(root, file, words) {
	let text;
	try {
		text = (0,repository_file.tz)(root, file);
	}
	catch (err) {
		if (!(err instanceof repository_file.dv))
			throw err;
		const why = err.problem === 'missing'
			? `"${file}" does not exist ${words.workspace}, or give the file's path`
			: err.message;
		throw new outcome.dz('benchmarks-file', why);
	}
	return parseBenchmarksFile(text, { file, readFile: (path) => (0,repository_file.tz)(root, path) });
}
function notRun(results) {
	const byCase = new Map();
	for (const r of results) {
		if (r.outcome !== 'ended')
			byCase.set(r.plan.case, (byCase.get(r.plan.case) ?? 0) + 1);
	}
	return [...byCase]
		.map(([c, n]) => `${c.name} (${n} of ${c.repeat} attempt${c.repeat === 1 ? '' : 's'})`)
		.join(', ');
}
function stopText(stop, results, timeoutMinutes, setting) {
	const cases = `not run: ${notRun(results)}`;
	if (stop.why === 'time') {
		return `the time limit of ${timeoutMinutes} minute${timeoutMinutes === 1 ? '' : 's'} (${setting('timeout-minutes')}) passed; ${cases}`;
	}
	const budget = `the budget of ${benchmarks_credits(stop.budget)} (${setting('max-credits')})`;
	if (stop.estimate !== undefined) {
		return `the next wave would pass ${budget}: ${benchmarks_credits(stop.spent)} spent, about ${benchmarks_credits(stop.estimate)} more expected; ${cases}`;
	}
	return `the attempts passed ${budget} with ${benchmarks_credits(stop.spent)}; ${cases}`;
}
async function runBenchmarks(step, gate, at, scorers, clock = {}) {
	await (0,admission.ww)(step, gate.allowedPermissions);
	const benchmarks = readBenchmarks(step.env.workspace, gate.benchmarksFile, step.host.words);
	const named = new Set(benchmarks.cases.flatMap((c) => c.scorers));
	const known = named.size ? (await step.client.scorers.list({}, { signal: step.signal })).scorers : [];
	const byCase = new Map(benchmarks.cases.map((c) => [
		c,
		(0,flow_gate.JG)(c.scorers, known, ` (case "${c.name}", ${gate.benchmarksFile}:${c.line})`),
	]));
	const extraScorers = (0,flow_gate.gm)([...byCase.values()].flat()).filter((s) => !scorers.some((g) => g.id === s.id));
	const plans = attemptsOf(benchmarks.cases);
	step.host.log.info(`benchmarks: ${benchmarks.cases.length} case${benchmarks.cases.length === 1 ? '' : 's'}, ${plans.length} attempt${plans.length === 1 ? '' : 's'} in waves of at most ${gate.concurrency}${gate.maxCredits === undefined ? '' : `, within ${benchmarks_credits(gate.maxCredits)}`}`);
	const now = clock.clock?.now ?? Date.now;
	const { results, stop, spent } = await runWaves(plans, {
		...serviceWaves(step, { ...at, factory: gate.factory }),
		...clock,
		concurrency: gate.concurrency,
		maxCredits: gate.maxCredits,
		deadline: now() + gate.timeoutMinutes * 60_000,
	});
	const runs = new Map();
	for (const result of results) {
		if (result.outcome !== 'ended' || !result.run)
			continue;
		const own = byCase.get(result.plan.case);
		const judging = own.length
			? own
			: gate.scorers.length
				? [...scorers]
				: scorers.filter((s) => (0,flow_gate.hU)(s, result.run));
		const row = (0,flow_gate.Z0)(result.run, (0,flow_gate.gm)(judging));
		runs.set(result.run.run_id, { ...row, title: attemptTitle(result.plan) });
	}
	return {
		benchmarks,
		results,
		runs,
		extraScorers,
		spent,
		...(stop ? { stopped: stopText(stop, results, gate.timeoutMinutes, step.host.words.setting) } : {}),
	};
}

var external_node_crypto_ = __webpack_require__(7598);
;

const RECORD_PREFIX = 'cloud-agent-action:gate-record';
const OPEN = `<!-- ${RECORD_PREFIX} `;
const CLOSE = ' -->';
const RECORD_MAX_CHARS = 60_000;
function mac(payload, key) {
	return (0,external_node_crypto_.createHmac)('sha256', key).update(`gate-record\n${payload}`).digest().subarray(0, 16);
}
function line(record, key) {
	const payload = Buffer.from(JSON.stringify(record), 'utf8').toString('hex');
	return `${OPEN}${payload}.${mac(payload, key).toString('hex')}${CLOSE}`;
}
function textOf(record, runs, key) {
	const kept = { ...record, runs: record.runs.slice(0, runs) };
	const listed = runs === record.runCount ? '' : ` (the ids of the first ${runs})`;
	return `This check records the ${record.runCount} run${record.runCount === 1 ? '' : 's'} it judged${listed} and its verdicts by scorer, for a gate with \`gate-baseline: base\` on a later pull request.\n\n${line(kept, key)}`;
}
function recordText(record, key) {
	const bare = textOf(record, 0, key).length + 40;
	let room = RECORD_MAX_CHARS - bare;
	let runs = 0;
	for (const id of record.runs) {
		const cost = 2 * (JSON.stringify(id).length + (runs ? 1 : 0));
		if (cost > room)
			break;
		room -= cost;
		runs++;
	}
	let text = textOf(record, runs, key);
	while (text.length > RECORD_MAX_CHARS && runs > 0)
		text = textOf(record, --runs, key);
	return text;
}
const CONCLUSIONS = new Set(['success', 'failure', 'neutral']);
const isCount = (n) => Number.isSafeInteger(n) && n >= 0;
const isFraction = (n) => typeof n === 'number' && n >= 0 && n <= 1;
function scorerOf(value) {
	if (value === null || typeof value !== 'object')
		return undefined;
	const s = value;
	if (!isCount(s.id) ||
		!isFraction(s.threshold) ||
		!isCount(s.passed) ||
		!isCount(s.failed) ||
		!isCount(s.noVerdict))
		return undefined;
	return { id: s.id, threshold: s.threshold, passed: s.passed, failed: s.failed, noVerdict: s.noVerdict };
}
function readRecord(text, key) {
	const start = text?.lastIndexOf(OPEN) ?? -1;
	if (!text || start < 0)
		return undefined;
	const end = text.indexOf(CLOSE, start + OPEN.length);
	if (end < 0)
		return undefined;
	const match = /^([0-9a-f]{2,200000})\.([0-9a-f]{32})$/.exec(text.slice(start + OPEN.length, end));
	if (!match)
		return undefined;
	const [, payload, given] = match;
	if (!(0,external_node_crypto_.timingSafeEqual)(Buffer.from(given, 'hex'), mac(payload, key)))
		return undefined;
	let value;
	try {
		value = JSON.parse(Buffer.from(payload, 'hex').toString('utf8'));
	}
	catch {
		return undefined;
	}
	if (value === null || typeof value !== 'object' || value.v !== 2)
		return undefined;
	const { check, sha, conclusion, runCount, runs, scorers } = value;
	if (typeof check !== 'string' || typeof sha !== 'string' || !isCount(runCount))
		return undefined;
	if (!CONCLUSIONS.has(conclusion))
		return undefined;
	if (!Array.isArray(runs) || !runs.every((r) => typeof r === 'string'))
		return undefined;
	if (!Array.isArray(scorers))
		return undefined;
	const read = scorers.map(scorerOf);
	if (read.some((s) => s === undefined))
		return undefined;
	return {
		v: 2,
		check,
		sha,
		conclusion: conclusion,
		runCount,
		runs: runs,
		scorers: read,
	};
}

var gate_evidence = __webpack_require__(3079);
;

function queuedPullRequests(group) {
	const match = /(?:^|\/)gh-readonly-queue\/.+\/pr-(\d{1,10})-[0-9a-f]{40}$/i.exec(group.headRef);
	const number = match ? Number(match[1]) : Number.NaN;
	return Number.isSafeInteger(number) && number > 0 ? [number] : [];
}
const ofApp = (appId) => (check) => appId === undefined || check.appId === appId;
const passing = (conclusion) => conclusion === 'success' || conclusion === 'neutral';
async function carryOver(repository, checkName, numbers, appId) {
	const verdicts = [];
	for (const number of numbers) {
		const pull = await repository.pullRequest(number);
		const checks = await repository.checkRuns(pull.headSha, checkName);
		const check = checks.find(ofApp(appId));
		const others = checks.length - checks.filter(ofApp(appId)).length;
		verdicts.push({
			number,
			sha: pull.headSha,
			status: check?.status,
			conclusion: check?.conclusion ?? null,
			url: check?.url,
			...(others ? { otherApps: others } : {}),
		});
	}
	const ok = verdicts.filter((v) => v.status === 'completed' && passing(v.conclusion));
	const failing = verdicts.filter((v) => !ok.includes(v)).map(failingText);
	if (!numbers.length)
		failing.push("the queue's branch names no pull request, so there is no verdict to carry over");
	const conclusion = failing.length ? 'failure' : 'success';
	const title = numbers.length
		? `${ok.length} of ${verdicts.length} pull request${verdicts.length === 1 ? '' : 's'} passed the gate`
		: 'No pull request to carry a verdict over from';
	return {
		conclusion,
		title,
		report: (0,gate_evidence.Kq)({ conclusion, title, verdicts, failing, checkName }),
		failing,
		passed: ok.length,
		failed: verdicts.length - ok.length,
	};
}
function failingText(v) {
	const why = v.status === undefined
		? `no gate check on its head ${v.sha.slice(0, 7)}`
		: v.status !== 'completed'
			? 'its gate has not finished'
			: v.conclusion === 'failure'
				? 'its gate failed'
				: `its gate ended ${v.conclusion ?? 'without a conclusion'}`;
	const others = v.otherApps
		? `; ${v.otherApps === 1 ? 'a check' : `${v.otherApps} checks`} of that name by another GitHub App passed over`
		: '';
	return `#${v.number} has no passing verdict (${why}${others})`;
}

;



const BASE_HEADS = 10;
function passedOver(check, record) {
	if (!check)
		return 'no gate check';
	if (check.status !== 'completed')
		return 'its gate has not finished';
	if (check.conclusion === 'failure')
		return 'its gate failed';
	if (check.conclusion === 'neutral')
		return 'its gate judged nothing';
	if (check.conclusion !== 'success')
		return `its gate ended ${check.conclusion ?? 'without a conclusion'}`;
	if (!record)
		return 'its check records no runs this gate can read';
	if (record.conclusion !== check.conclusion)
		return `its check carries the record of a gate that ended ${record.conclusion}`;
	return undefined;
}
async function findBase(step, options) {
	const { repository, env } = step;
	if (!repository)
		return { fallback: 'there is no GitHub repository to read its checks from' };
	if (!options.baseRef)
		return { fallback: 'the gate judges no pull request or push to a branch, so there is no base branch' };
	const branch = options.baseRef.replace(/^refs\/heads\//, '');
	let heads;
	try {
		heads = await repository.workflowHeads(env.workflowRef, branch, BASE_HEADS);
	}
	catch (err) {
		return {
			fallback: `this workflow's runs on ${branch} could not be read (${err.message}); the job needs actions: read`,
		};
	}
	if (heads === undefined)
		return {
			fallback: `the workflow of this step (${env.workflowRef || 'none'}) is not one of this repository's`,
		};
	const exclude = options.exclude?.toLowerCase();
	const earlier = heads.filter((head) => head !== exclude);
	if (!earlier.length) {
		return {
			fallback: `this workflow has not run on a push to ${branch}: run the gate on pushes to ${branch} too`,
		};
	}
	const skipped = [];
	for (const sha of earlier) {
		let checks;
		try {
			checks = await repository.checkRuns(sha, options.checkName);
		}
		catch (err) {
			return { fallback: `the checks of ${(0,gate_evidence.Fu)(sha)} could not be read (${err.message})` };
		}
		const check = checks.find(ofApp(options.appId));
		const record = check && readRecord(check.text, step.markerKey);
		const usable = record && record.sha.toLowerCase() === sha && record.check === options.checkName ? record : undefined;
		const why = passedOver(check, usable);
		if (why === undefined)
			return { branch, sha, checkUrl: check.url, record: usable, skipped };
		skipped.push({ sha, why });
	}
	const list = skipped.map((s) => `${(0,gate_evidence.Fu)(s.sha)}: ${s.why}`).join('; ');
	return {
		fallback: `no head of ${branch} among the newest ${skipped.length} this workflow ran on has a passing gate (${list})`,
	};
}

var flow_report = __webpack_require__(9073);
var flow_step = __webpack_require__(6696);
var render_gate = __webpack_require__(6829);
;











const DAY = 24 * 3600 * 1000;
async function gateCommand(step, inputs, clock = {}, onJudged) {
	const { gate } = inputs;
	if (step.trigger.mergeGroup)
		return mergeGroupGate(step, inputs);
	const target = await targetOf(step, gate);
	const check = await startCheck(step, gate, target);
	let judged;
	try {
		judged = await judge(step, gate, { ...target, appId: check?.appId }, clock, onJudged !== undefined);
	}
	catch (err) {
		await abandonCheck(step, check, err);
		throw err;
	}
	const { judgement, trends } = judged;
	const title = await publish(step, inputs, target, check, judgement, trends);
	onJudged?.({ rows: judgement.all ?? [], summary: judgement.summary });
	const { summary } = judgement;
	if (summary.conclusion === 'failure' && gate.failOnGate) {
		const why = [
			...(summary.stopped ? [`the benchmarks stopped: ${summary.stopped}`] : []),
			...(summary.scorers ?? []).filter(gate_evidence.Bs).map((c) => (0,gate_evidence.Vk)(c, summary.baseline)),
		];
		throw new flow_gate.ue(`the gate failed: ${title}${why.length ? `: ${why.join('; ')}` : ''}`, 'gate-failed');
	}
}
async function judge(step, gate, target, clock, keepAll) {
	const scorers = await (0,flow_gate.Ki)(step.client, {
		names: gate.scorers,
		factory: gate.factory,
		signal: step.signal,
		warn: (line) => step.host.log.warning(line),
		setting: step.host.words.setting,
	});
	step.host.log.info(`scorers: ${scorers.map((s) => `${(0,flow_gate.W7)(s)} (#${s.id}, threshold ${s.threshold}, version ${s.version})`).join(', ')}`);
	for (const s of scorers) {
		if (s.scope_mode === 'selected_agents' && !s.agents && !gate.scorers.length) {
			step.host.log.warning(`${(0,flow_gate.W7)(s)} (#${s.id}) judges the runs of selected agents, but the service did not say which: it judges none here (name it with ${step.host.words.setting('scorer')} to judge every run with it)`);
		}
	}
	let bench;
	let runs;
	if (gate.benchmarks) {
		const sha = target.headSha ?? step.env.sha;
		bench = await runBenchmarks(step, gate, { sha, number: target.number }, scorers, {
			...(clock.pollMs ? { pollMs: clock.pollMs } : {}),
			clock: { ...(clock.now ? { now: clock.now } : {}), ...(clock.sleep ? { sleep: clock.sleep } : {}) },
		});
		runs = bench.runs;
	}
	else
		runs = await runsToJudge(step, gate, target, (0,flow_gate.gm)(scorers));
	const all = [...scorers, ...(bench?.extraScorers ?? [])];
	const judging = (0,flow_gate.gm)(all);
	const judged = runs ? await judgeRuns(step, gate, target, judging, runs, clock, keepAll) : undefined;
	const { trends, windows } = await trendsOf(step, gate, all, runs === undefined);
	if (!judged) {
		return {
			judgement: {
				rows: new render_gate.RN(),
				regressions: new gate_evidence.Bi(),
				results: '[]',
				summary: (0,flow_gate.Nh)(trends, gate.minPassRate),
				note: `The pass rate of the last ${gate.windowDays} days, by ${gate.groupBy}, against the minimum of ${Math.round(gate.minPassRate * 1000) / 10}%.`,
			},
			trends,
		};
	}
	const { baseline, scorers: compared } = await baselineOf(step, gate, target, judging, judged.tallies, windows);
	const cases = bench && (0,flow_gate.Yg)(bench.benchmarks.cases.map((c) => (0,flow_gate.HG)(c, outcomesOf(bench, judged.rows, c))));
	const summary = (0,flow_gate.Kg)(judged.summary, {
		scorers: compared,
		baseline,
		...(cases ? { cases } : {}),
		...(bench?.stopped !== undefined ? { stopped: bench.stopped } : {}),
	});
	await scoringLinks(step, judged.regressions);
	return { judgement: { ...judged, summary }, trends };
}
function outcomesOf(bench, rows, c) {
	return bench.results
		.filter((r) => r.plan.case === c && r.outcome === 'ended' && r.run)
		.map((r) => rows.runPassed(r.run.run_id) === true);
}
async function baselineOf(step, gate, target, scorers, tallies, windows) {
	const counted = tallies ?? new Map();
	let fallback;
	if (gate.baseline === 'base') {
		const base = await findBase(step, {
			checkName: gate.checkName,
			baseRef: target.baseRef,
			appId: target.appId,
			...(target.number === undefined ? { exclude: target.headSha } : {}),
		});
		if ('record' in base) {
			step.host.log.info(`baseline: the ${base.record.runCount} runs the gate judged on ${base.branch} at ${base.sha} (${base.checkUrl ?? 'its check'})`);
			return {
				baseline: {
					kind: 'base',
					branch: base.branch,
					sha: base.sha,
					checkUrl: base.checkUrl,
					runs: base.record.runCount,
					skipped: base.skipped,
				},
				scorers: (0,flow_gate.te)(scorers, counted, base.record, gate),
			};
		}
		fallback = base.fallback;
		step.host.log.warning(`gate-baseline base: ${fallback}; the norm is the baseline instead`);
	}
	return {
		baseline: { kind: 'norm', windowDays: gate.windowDays, ...(fallback ? { fallback } : {}) },
		scorers: (0,flow_gate.My)(scorers, counted, windows, gate),
	};
}
async function scoringLinks(step, regressions) {
	const named = regressions.rows().slice(0, gate_evidence.dY);
	for (const row of named) {
		if (!row.scoringRunId)
			continue;
		try {
			const run = await step.client.runs.get(row.scoringRunId, { signal: step.signal, maxRetries: 1 });
			if (run.session_link)
				row.scoringLink = run.session_link;
		}
		catch (err) {
			(0,flow_step.p)(step)(`could not read the judge run ${row.scoringRunId}: ${err.message}`);
		}
	}
}
async function abandonCheck(step, check, err) {
	if (!check)
		return;
	const why = err instanceof Error ? err.message : String(err);
	try {
		await check.complete('failure', 'The gate stopped before its verdict', `The gate stopped before its verdict: ${why}`);
	}
	catch (failure) {
		step.host.log.warning(`could not end the check run of the gate that stopped (${failure.message}); it stays in progress`);
	}
}
async function targetOf(step, gate) {
	const { trigger, repository, env } = step;
	const number = gate.pullRequest ?? (trigger.isPullRequest ? trigger.number : undefined);
	const ofEvent = trigger.isPullRequest && trigger.number === number;
	let headSha = gate.headSha ?? (ofEvent ? trigger.pullRequest?.headSha : undefined);
	let openedAt = ofEvent ? trigger.createdAt : undefined;
	let baseRef = ofEvent ? trigger.pullRequest?.baseRef || undefined : undefined;
	if (number !== undefined &&
		(!headSha || !openedAt || (gate.baseline === 'base' && !baseRef)) &&
		repository) {
		const pull = await repository.pullRequest(number);
		headSha ??= pull.headSha;
		openedAt ??= pull.createdAt;
		baseRef ??= pull.baseRef;
	}
	if (number === undefined && trigger.event === 'push' && env.ref?.startsWith('refs/heads/'))
		baseRef = env.ref;
	if (number === undefined &&
		gate.benchmarks &&
		(trigger.event === 'push' || trigger.event === 'workflow_dispatch')) {
		headSha ??= env.sha;
	}
	return { number, headSha, openedAt, baseRef };
}
async function startCheck(step, gate, target) {
	const { env, repository } = step;
	const judgesRuns = target.number !== undefined || gate.benchmarks;
	if (!judgesRuns || !target.headSha || !repository)
		return undefined;
	const detailsUrl = `${env.serverUrl}/${env.repository}/actions/runs/${env.workflowRunId}`;
	return repository.startCheck(gate.checkName, target.headSha, detailsUrl);
}
async function runsToJudge(step, gate, target, scorers) {
	const { client, env, signal } = step;
	const runs = new Map();
	const named = gate.scorers.length > 0;
	const keep = (run) => runs.set(run.run_id, (0,flow_gate.Z0)(run, named ? scorers : scorers.filter((scorer) => (0,flow_gate.hU)(scorer, run))));
	if (gate.runIds.length) {
		for (const id of gate.runIds)
			keep(await client.runs.get(id, { signal }));
		return runs;
	}
	const { number, openedAt } = target;
	if (number === undefined)
		return undefined;
	const url = `${env.serverUrl}/${env.repository}/pull/${number}`;
	const since = new Date((openedAt ? Date.parse(openedAt) : Date.now()) - 7 * DAY).toISOString();
	await (0,flow_gate.fv)(client, { repository: env.repository, number, url, since, signal, log: (0,flow_step.p)(step) }, keep);
	step.host.log.info(`runs of pull request #${number}: ${runs.size}`);
	return runs;
}
async function trendsOf(step, gate, scorers, alone) {
	const standsOnIt = alone || gate.maxDropPoints !== undefined;
	const start = new Date(Date.now() - gate.windowDays * DAY);
	const trends = [];
	const windows = new Map();
	const over = gate.windowDays === 1 ? 'over the last day' : `over the last ${gate.windowDays} days`;
	for (const scorer of scorers) {
		let response;
		try {
			response = await step.client.scorers.passRate(scorer.id, { start_date: start.toISOString(), group_by_period: gate.groupBy }, { signal: step.signal });
		}
		catch (err) {
			if (standsOnIt || !(err instanceof client.Kf))
				throw err;
			step.host.log.warning(`the pass rate of ${(0,flow_gate.W7)(scorer)} (#${scorer.id}) is left out of the report: ${err.message}`);
			continue;
		}
		const counts = (0,flow_gate.Hb)(response, over);
		if (typeof counts === 'string' && !alone) {
			const problem = `${(0,flow_gate.W7)(scorer)} (#${scorer.id}) has ${counts}`;
			if (gate.maxDropPoints !== undefined) {
				throw new flow_gate.ue(`the service answered that ${problem}: the gate cannot hold the verdicts against it`, 'service');
			}
			step.host.log.warning(`the service answered that ${problem}: it is compared with nothing`);
		}
		else if (typeof counts !== 'string')
			windows.set(scorer.id, counts);
		trends.push({
			scorerName: (0,flow_gate.W7)(scorer),
			threshold: gate.minPassRate,
			response,
			groupBy: gate.groupBy,
		});
	}
	return { trends, windows };
}
async function judgeRuns(step, gate, target, scorers, runs, clock, keepAll = false) {
	const hasPairs = [...runs.values()].some((run) => run.scorers.length > 0);
	const rows = new render_gate.RN();
	const regressions = new gate_evidence.Bi();
	const results = new ResultList();
	const all = keepAll ? [] : undefined;
	let tallies;
	if (hasPairs) {
		const sink = {
			add: (row) => {
				rows.add(row);
				regressions.add(row);
				all?.push(row);
				results.add(resultOf(row));
			},
			kept: () => all ?? [...new Set([...rows.kept(), ...regressions.rows()])],
		};
		tallies = await (0,flow_gate.S5)({
			...clock,
			client: step.client,
			scorers,
			runs,
			threshold: gate.threshold,
			dispatchJudges: gate.dispatchJudges,
			timeoutMs: gate.scoreTimeoutMinutes * 60_000,
			signal: step.signal,
			log: (0,flow_step.p)(step),
		}, sink);
	}
	if (results.omitted) {
		(0,flow_step.p)(step)(`the results output lists the first ${results.total - results.omitted} of ${results.total} judgements (an output holds about 1 MB)`);
	}
	let note;
	if (!runs.size) {
		note = gate.benchmarks
			? 'No attempt of the benchmarks ran to its end.'
			: target.number !== undefined
				? `No runs of the cloud agent belong to pull request #${target.number}.`
				: 'No runs to judge.';
	}
	else if (!hasPairs) {
		note = "No scorer's scope covers these runs.";
	}
	return {
		rows,
		...(all ? { all } : {}),
		regressions,
		results: results.json(),
		summary: (0,render_gate.eh)(rows, gate.minPassRate),
		...(note ? { note } : {}),
		...(tallies ? { tallies } : {}),
	};
}
const RESULTS_MAX_BYTES = 1_000_000;
class ResultList {
	entries = [];
	bytes = 2;
	total = 0;
	omitted = 0;
	maxBytes;
	constructor(maxBytes = RESULTS_MAX_BYTES) {
		this.maxBytes = maxBytes;
	}
	add(entry) {
		this.total++;
		if (this.omitted) {
			this.omitted++;
			return;
		}
		const json = JSON.stringify(entry);
		const bytes = Buffer.byteLength(json) + (this.entries.length > 0 ? 1 : 0);
		if (this.bytes + bytes > this.maxBytes) {
			this.omitted++;
			return;
		}
		this.entries.push(json);
		this.bytes += bytes;
	}
	json() {
		return `[${this.entries.join(',')}]`;
	}
}
function resultOf(r) {
	return {
		run_id: r.runId,
		scorer_id: r.scorer.id,
		scorer: r.scorer.name,
		classification: r.classification,
		score: r.score,
		threshold: r.threshold,
		verdict: r.verdict,
		session_link: (0,format.Pl)(r.link) ?? null,
		...(r.dispatch ? { dispatch: r.dispatch } : {}),
	};
}
function regressionsJson(regressions) {
	const list = new ResultList();
	for (const row of regressions.failed())
		list.add((0,gate_evidence.RS)(row));
	return list.json();
}
function recordOf(step, gate, target, judgement) {
	if (!target.headSha || !judgement.tallies)
		return undefined;
	const scorers = [...judgement.tallies].map(([id, tally]) => ({
		id,
		threshold: judgement.summary.scorers?.find((c) => c.scorer.id === id)?.threshold ?? gate.threshold ?? 0,
		passed: tally.passed,
		failed: tally.failed,
		noVerdict: tally.noVerdict,
	}));
	const runs = [...new Set([...(judgement.all ?? []).map((r) => r.runId), ...judgement.rows.runIds()])];
	return recordText({
		v: 2,
		check: gate.checkName,
		sha: target.headSha.toLowerCase(),
		conclusion: judgement.summary.conclusion,
		runCount: judgement.rows.runs,
		runs,
		scorers,
	}, step.markerKey);
}
async function publish(step, inputs, target, check, judgement, trends) {
	const { rows, results, summary, note, regressions } = judgement;
	const { gate } = inputs;
	const title = (0,render_gate.Tq)(summary);
	const now = Date.now();
	const parts = { rows, summary, trends, regressions, ...(note ? { note } : {}), now };
	const report = (0,render_gate.C_)(parts);
	if (check) {
		await check.complete(summary.conclusion, title, report, recordOf(step, gate, target, judgement));
		step.host.log.info(`check run "${gate.checkName}": ${summary.conclusion} (${title})`);
	}
	await (0,flow_report.Sy)(step.host, report);
	if (target.number !== undefined && inputs.comment) {
		const commentReport = check ? (0,render_gate.C_)({ ...parts, checkRun: check.url }) : report;
		await gateComment(step, gate, target.number, commentReport);
	}
	const delta = (0,gate_evidence.uJ)(summary.scorers ?? []);
	(0,flow_report.Kn)(step.host, {
		conclusion: summary.conclusion,
		'pass-rate': summary.passRate === null ? '' : String(Math.round(summary.passRate * 10000) / 10000),
		passed: String(summary.passed),
		failed: String(summary.failed),
		'check-run-url': check?.url ?? '',
		results,
		regressions: regressionsJson(regressions),
		'delta-points': delta === undefined ? '' : String(delta),
		'cases-passed': summary.cases ? String(summary.cases.passed) : '',
		'cases-total': summary.cases ? String(summary.cases.total) : '',
	});
	return title;
}
async function gateComment(step, gate, number, report) {
	await (0,flow_report.rU)(step, number, `gate:${gate.checkName}`, report, "the gate's comment");
}
async function mergeGroupGate(step, inputs) {
	const { gate } = inputs;
	const group = step.trigger.mergeGroup;
	const { repository, env } = step;
	if (!repository) {
		throw new flow_gate.ue(`${step.host.words.noGitHub} to read the pull requests' checks: a merge group's check carries them over`, 'usage');
	}
	const detailsUrl = `${env.serverUrl}/${env.repository}/actions/runs/${env.workflowRunId}`;
	const check = await repository.startCheck(gate.checkName, group.headSha, detailsUrl);
	let carried;
	try {
		carried = await carryOver(repository, gate.checkName, queuedPullRequests(group), check?.appId);
	}
	catch (err) {
		await abandonCheck(step, check, err);
		throw err;
	}
	const { conclusion, title, report, failing } = carried;
	if (check) {
		await check.complete(conclusion, title, report);
		step.host.log.info(`check run "${gate.checkName}" on the merge group ${group.headSha}: ${conclusion} (${title})`);
	}
	await (0,flow_report.Sy)(step.host, report);
	(0,flow_report.Kn)(step.host, {
		conclusion,
		'pass-rate': '',
		passed: String(carried.passed),
		failed: String(carried.failed),
		'check-run-url': check?.url ?? '',
		results: '[]',
		regressions: '[]',
		'delta-points': '',
		'cases-passed': '',
		'cases-total': '',
	});
	if (conclusion === 'failure' && gate.failOnGate) {
		throw new flow_gate.ue(`the gate failed: ${title}: ${failing.join('; ')}`, 'gate-failed');
	}
}


}),

7510:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
	schedulesCommand: () => (schedulesCommand)
});

var outcome = __webpack_require__(4189);
var repository_file = __webpack_require__(2729);
var flow_report = __webpack_require__(9073);
;
const cloud_agents_schema_namespaceObject =JSON.parse('{"qo":{"schedules":{"description":"The scheduled agents this repository manages.","type":["array","null"],"items":{"$ref":"#/$defs/schedule"}}},"L2":{"_":{"qo":{"name":{"$ref":"#/$defs/text","description":"Unique in the file; the schedule\'s name on the service."},"cron":{"$ref":"#/$defs/text","description":"Five-field cron expression in UTC (minute hour day-of-month month day-of-week), or @hourly, @daily, @weekly, @monthly, @yearly (planned and sent as the five fields they stand for: @monthly is 0 0 1 * *)."},"prompt":{"$ref":"#/$defs/text","description":"What the agent is asked to do."},"prompt-file":{"$ref":"#/$defs/text","description":"A file of the repository (a path from its root) holding the prompt."},"enabled":{"type":"boolean","default":true,"description":"false pauses the schedule."},"adopt":{"type":"boolean","default":false,"description":"Take over a schedule of this name that this repository did not create."},"skill":{"type":"string","pattern":"^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}/[A-Za-z0-9._-]{1,100}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:(?!\\\\.\\\\.?/)[A-Za-z0-9._-]+/)*SKILL\\\\.md)$","description":"owner/repo:skill-name or owner/repo:path/to/SKILL.md"},"environment-id":{"type":"string","pattern":"^[A-Za-z0-9]{22}$"},"model-id":{"$ref":"#/$defs/text"},"base-prompt":{"$ref":"#/$defs/text"},"mcp-servers":{"type":"object","additionalProperties":{"type":"object","oneOf":[{"required":["warp_id"],"not":{"anyOf":[{"required":["command"]},{"required":["url"]}]}},{"required":["command"],"not":{"anyOf":[{"required":["warp_id"]},{"required":["url"]}]}},{"required":["url"],"not":{"anyOf":[{"required":["warp_id"]},{"required":["command"]}]}}]}},"agent-config":{"type":"object","description":"More of the agent config, as the service names its fields (idle_timeout_minutes, harness, ...).","properties":{"environment_id":{"type":"string","pattern":"^[A-Za-z0-9]{22}$"}}}}}}}');
;
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
					pattern: '^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}/[A-Za-z0-9._-]{1,100}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:(?!\\.\\.?/)[A-Za-z0-9._-]+/)*SKILL\\.md)$',
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
			pattern: '^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}/[A-Za-z0-9._-]{1,100}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:(?!\\.\\.?/)[A-Za-z0-9._-]+/)*SKILL\\.md)$',
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
const pattern9 = new RegExp('^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}/[A-Za-z0-9._-]{1,100}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:(?!\\.\\.?/)[A-Za-z0-9._-]+/)*SKILL\\.md)$', 'u');
const pattern10 = new RegExp('^[A-Za-z0-9]{22}$', 'u');
function validate21(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
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
			}
			else {
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
		}
		else {
			vErrors.push(err1);
		}
		errors++;
	}
	else {
		errors = _errs3;
		if (vErrors !== null) {
			if (_errs3) {
				vErrors.length = _errs3;
			}
			else {
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
			}
			else {
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
			}
			else {
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
		}
		else {
			vErrors.push(err4);
		}
		errors++;
	}
	else {
		errors = _errs6;
		if (vErrors !== null) {
			if (_errs6) {
				vErrors.length = _errs6;
			}
			else {
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
			}
			else {
				vErrors.push(err5);
			}
			errors++;
		}
	}
	var _valid0 = _errs5 === errors;
	if (_valid0 && valid0) {
		valid0 = false;
		passing0 = [passing0, 1];
	}
	else {
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
				}
				else {
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
				}
				else {
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
			}
			else {
				vErrors.push(err8);
			}
			errors++;
		}
		else {
			errors = _errs11;
			if (vErrors !== null) {
				if (_errs11) {
					vErrors.length = _errs11;
				}
				else {
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
			}
			else {
				vErrors.push(err9);
			}
			errors++;
		}
		else {
			errors = _errs9;
			if (vErrors !== null) {
				if (_errs9) {
					vErrors.length = _errs9;
				}
				else {
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
				}
				else {
					vErrors.push(err10);
				}
				errors++;
			}
		}
		var _valid0 = _errs8 === errors;
		if (_valid0 && valid0) {
			valid0 = false;
			passing0 = [passing0, 2];
		}
		else {
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
		}
		else {
			vErrors.push(err11);
		}
		errors++;
	}
	else {
		errors = _errs1;
		if (vErrors !== null) {
			if (_errs1) {
				vErrors.length = _errs1;
			}
			else {
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
			}
			else {
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
			}
			else {
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
				}
				else {
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
					}
					else {
						vErrors.push(err15);
					}
					errors++;
				}
			}
			else {
				const err16 = {
					instancePath: instancePath + '/name',
					schemaPath: '#/$defs/text/type',
					keyword: 'type',
					params: { type: 'string' },
					message: 'must be string',
				};
				if (vErrors === null) {
					vErrors = [err16];
				}
				else {
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
					}
					else {
						vErrors.push(err17);
					}
					errors++;
				}
			}
			else {
				const err18 = {
					instancePath: instancePath + '/cron',
					schemaPath: '#/$defs/text/type',
					keyword: 'type',
					params: { type: 'string' },
					message: 'must be string',
				};
				if (vErrors === null) {
					vErrors = [err18];
				}
				else {
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
					}
					else {
						vErrors.push(err19);
					}
					errors++;
				}
			}
			else {
				const err20 = {
					instancePath: instancePath + '/prompt',
					schemaPath: '#/$defs/text/type',
					keyword: 'type',
					params: { type: 'string' },
					message: 'must be string',
				};
				if (vErrors === null) {
					vErrors = [err20];
				}
				else {
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
					}
					else {
						vErrors.push(err21);
					}
					errors++;
				}
			}
			else {
				const err22 = {
					instancePath: instancePath + '/prompt-file',
					schemaPath: '#/$defs/text/type',
					keyword: 'type',
					params: { type: 'string' },
					message: 'must be string',
				};
				if (vErrors === null) {
					vErrors = [err22];
				}
				else {
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
				}
				else {
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
				}
				else {
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
							pattern: '^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}/[A-Za-z0-9._-]{1,100}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:(?!\\.\\.?/)[A-Za-z0-9._-]+/)*SKILL\\.md)$',
						},
						message: 'must match pattern "' +
							'^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}/[A-Za-z0-9._-]{1,100}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:(?!\\.\\.?/)[A-Za-z0-9._-]+/)*SKILL\\.md)$' +
							'"',
					};
					if (vErrors === null) {
						vErrors = [err25];
					}
					else {
						vErrors.push(err25);
					}
					errors++;
				}
			}
			else {
				const err26 = {
					instancePath: instancePath + '/skill',
					schemaPath: '#/properties/skill/type',
					keyword: 'type',
					params: { type: 'string' },
					message: 'must be string',
				};
				if (vErrors === null) {
					vErrors = [err26];
				}
				else {
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
					}
					else {
						vErrors.push(err27);
					}
					errors++;
				}
			}
			else {
				const err28 = {
					instancePath: instancePath + '/environment-id',
					schemaPath: '#/properties/environment-id/type',
					keyword: 'type',
					params: { type: 'string' },
					message: 'must be string',
				};
				if (vErrors === null) {
					vErrors = [err28];
				}
				else {
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
					}
					else {
						vErrors.push(err29);
					}
					errors++;
				}
			}
			else {
				const err30 = {
					instancePath: instancePath + '/model-id',
					schemaPath: '#/$defs/text/type',
					keyword: 'type',
					params: { type: 'string' },
					message: 'must be string',
				};
				if (vErrors === null) {
					vErrors = [err30];
				}
				else {
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
					}
					else {
						vErrors.push(err31);
					}
					errors++;
				}
			}
			else {
				const err32 = {
					instancePath: instancePath + '/base-prompt',
					schemaPath: '#/$defs/text/type',
					keyword: 'type',
					params: { type: 'string' },
					message: 'must be string',
				};
				if (vErrors === null) {
					vErrors = [err32];
				}
				else {
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
						}
						else {
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
							}
							else {
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
							}
							else {
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
						}
						else {
							vErrors.push(err36);
						}
						errors++;
					}
					else {
						errors = _errs50;
						if (vErrors !== null) {
							if (_errs50) {
								vErrors.length = _errs50;
							}
							else {
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
						}
						else {
							vErrors.push(err37);
						}
						errors++;
					}
					else {
						errors = _errs48;
						if (vErrors !== null) {
							if (_errs48) {
								vErrors.length = _errs48;
							}
							else {
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
							}
							else {
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
							}
							else {
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
							}
							else {
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
						}
						else {
							vErrors.push(err41);
						}
						errors++;
					}
					else {
						errors = _errs56;
						if (vErrors !== null) {
							if (_errs56) {
								vErrors.length = _errs56;
							}
							else {
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
						}
						else {
							vErrors.push(err42);
						}
						errors++;
					}
					else {
						errors = _errs54;
						if (vErrors !== null) {
							if (_errs54) {
								vErrors.length = _errs54;
							}
							else {
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
							}
							else {
								vErrors.push(err43);
							}
							errors++;
						}
					}
					var _valid2 = _errs53 === errors;
					if (_valid2 && valid13) {
						valid13 = false;
						passing1 = [passing1, 1];
					}
					else {
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
								}
								else {
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
								}
								else {
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
							}
							else {
								vErrors.push(err46);
							}
							errors++;
						}
						else {
							errors = _errs62;
							if (vErrors !== null) {
								if (_errs62) {
									vErrors.length = _errs62;
								}
								else {
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
							}
							else {
								vErrors.push(err47);
							}
							errors++;
						}
						else {
							errors = _errs60;
							if (vErrors !== null) {
								if (_errs60) {
									vErrors.length = _errs60;
								}
								else {
									vErrors = null;
								}
							}
						}
						if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
							if (data11.url === undefined) {
								const err48 = {
									instancePath: instancePath + '/mcp-servers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
									schemaPath: '#/properties/mcp-servers/additionalProperties/oneOf/2/required',
									keyword: 'required',
									params: { missingProperty: 'url' },
									message: "must have required property '" + 'url' + "'",
								};
								if (vErrors === null) {
									vErrors = [err48];
								}
								else {
									vErrors.push(err48);
								}
								errors++;
							}
						}
						var _valid2 = _errs59 === errors;
						if (_valid2 && valid13) {
							valid13 = false;
							passing1 = [passing1, 2];
						}
						else {
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
						}
						else {
							vErrors.push(err49);
						}
						errors++;
					}
					else {
						errors = _errs46;
						if (vErrors !== null) {
							if (_errs46) {
								vErrors.length = _errs46;
							}
							else {
								vErrors = null;
							}
						}
					}
				}
			}
			else {
				const err50 = {
					instancePath: instancePath + '/mcp-servers',
					schemaPath: '#/properties/mcp-servers/type',
					keyword: 'type',
					params: { type: 'object' },
					message: 'must be object',
				};
				if (vErrors === null) {
					vErrors = [err50];
				}
				else {
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
							}
							else {
								vErrors.push(err51);
							}
							errors++;
						}
					}
					else {
						const err52 = {
							instancePath: instancePath + '/agent-config/environment_id',
							schemaPath: '#/properties/agent-config/properties/environment_id/type',
							keyword: 'type',
							params: { type: 'string' },
							message: 'must be string',
						};
						if (vErrors === null) {
							vErrors = [err52];
						}
						else {
							vErrors.push(err52);
						}
						errors++;
					}
				}
			}
			else {
				const err53 = {
					instancePath: instancePath + '/agent-config',
					schemaPath: '#/properties/agent-config/type',
					keyword: 'type',
					params: { type: 'object' },
					message: 'must be object',
				};
				if (vErrors === null) {
					vErrors = [err53];
				}
				else {
					vErrors.push(err53);
				}
				errors++;
			}
		}
	}
	else {
		const err54 = {
			instancePath,
			schemaPath: '#/type',
			keyword: 'type',
			params: { type: 'object' },
			message: 'must be object',
		};
		if (vErrors === null) {
			vErrors = [err54];
		}
		else {
			vErrors.push(err54);
		}
		errors++;
	}
	validate21.errors = vErrors;
	return errors === 0;
}
validate21.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate20(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
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
			}
			else {
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
				}
				else {
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
				}
				else {
					vErrors.push(err2);
				}
				errors++;
			}
			if (Array.isArray(data0)) {
				const len0 = data0.length;
				for (let i0 = 0; i0 < len0; i0++) {
					if (!validate21(data0[i0], {
						instancePath: instancePath + '/schedules/' + i0,
						parentData: data0,
						parentDataProperty: i0,
						rootData,
						dynamicAnchors,
					})) {
						vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
						errors = vErrors.length;
					}
				}
			}
		}
	}
	else {
		const err3 = {
			instancePath,
			schemaPath: '#/type',
			keyword: 'type',
			params: { type: 'object' },
			message: 'must be object',
		};
		if (vErrors === null) {
			vErrors = [err3];
		}
		else {
			vErrors.push(err3);
		}
		errors++;
	}
	validate20.errors = vErrors;
	return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const validateSchedules = validate20;

var cron = __webpack_require__(6767);
var render_cron = __webpack_require__(3678);
var rules = __webpack_require__(3334);
var yaml_file = __webpack_require__(1644);
;








class SchedulesFileError extends outcome.Rz {
	file;
	problems;
	constructor(file, problems) {
		super((0,yaml_file.u1)(file, problems, 'nothing was sent to the service'), 'usage');
		this.file = file;
		this.problems = problems;
	}
}
const SCHEDULE_KEYS = Object.keys(cloud_agents_schema_namespaceObject.L2._.qo);
const TOP_KEYS = Object.keys(cloud_agents_schema_namespaceObject.qo);
const TOP_MORE = ', and x-... keys (not read: a place for anchors that entries share)';
function cronHint(expression) {
	const fields = expression.trim().split(/\s+/);
	if (fields.length !== 6 && fields.length !== 7)
		return '';
	const five = fields.slice(1, 6).join(' ');
	try {
		return `; read with a seconds field first, it would mean ${(0,render_cron.MX)((0,cron.E$)(five))}: write "${five}"`;
	}
	catch {
		return '';
	}
}
function cronProblem(expression, now = new Date()) {
	try {
		const parsed = (0,cron.E$)(expression);
		if ((0,cron.pq)(parsed, now) === undefined)
			return `"${expression}" never runs (no such date)`;
		return undefined;
	}
	catch (err) {
		if (!(err instanceof cron.Rk))
			throw err;
		return `"${expression}" is not a cron expression: ${err.message}${cronHint(expression)}`;
	}
}
function report(reader, error) {
	const path = (0,yaml_file.XM)(error.instancePath);
	const { keyword, params } = error;
	const here = reader.place(path);
	if (keyword === 'additionalProperties') {
		const extra = String(params.additionalProperty);
		const top = path.length === 0;
		return reader.problem([...path, extra], (0,yaml_file.a)(extra, top ? TOP_KEYS : SCHEDULE_KEYS, top ? TOP_MORE : ''));
	}
	if (keyword === 'required') {
		const missing = String(params.missingProperty);
		if (path.length === 0)
			return reader.add(here.line, missing, 'is required: the list of scheduled agents');
		return reader.add(here.line, `${here.field}.${missing}`, 'is required');
	}
	if (path.length === 0) {
		return reader.add(here.line, 'schedules', 'the file must be a mapping with a schedules: list');
	}
	if (path.length === 1)
		return reader.add(here.line, here.field, 'must be a list of scheduled agents (- name: ...)');
	if (path.length === 2) {
		if (keyword === 'oneOf')
			return promptChoice(reader, path, here);
		return reader.add(here.line, here.field, 'must be a mapping (name: ..., cron: ..., prompt: ...)');
	}
	const words = wordsFor(path, keyword);
	reader.add(here.line, here.field, words ? words(here.value) : (error.message ?? keyword));
}
function wordsFor(path, keyword) {
	const [, , key, inner] = path;
	if (path.length === 3)
		return ENTRY_WORDS[key]?.(keyword);
	if (key === 'mcp-servers')
		return yaml_file.uQ;
	if (key === 'agent-config' && inner === 'environment_id')
		return yaml_file.Xo;
	return undefined;
}
function promptChoice(reader, path, entry) {
	const given = entry.value;
	if (Object.hasOwn(given, 'prompt') && Object.hasOwn(given, 'prompt-file')) {
		return reader.problem([...path, 'prompt-file'], 'give prompt or prompt-file, not both');
	}
	reader.add(entry.line, `${entry.field}.prompt`, 'is required (or prompt-file, or a skill)');
}
const schedules_file_text = () => () => yaml_file.QL;
const ENTRY_WORDS = {
	name: schedules_file_text,
	cron: schedules_file_text,
	prompt: schedules_file_text,
	'prompt-file': schedules_file_text,
	'model-id': schedules_file_text,
	'base-prompt': schedules_file_text,
	enabled: () => yaml_file.On,
	adopt: () => yaml_file.On,
	skill: (keyword) => (value) => keyword === 'pattern' ? ((0,rules.Xz)(String(value)) ?? 'is not a skill spec') : yaml_file.QL,
	'environment-id': () => yaml_file.Xo,
	'mcp-servers': () => () => 'must be a mapping',
	'agent-config': () => () => 'must be a mapping',
};
function parseSchedulesFile(text, options) {
	const read = (0,yaml_file.gM)(text, options);
	if ('problems' in read)
		throw new SchedulesFileError(options.file, read.problems);
	const { reader } = read;
	for (const error of (0,yaml_file.d0)(validateSchedules, read.data))
		report(reader, error);
	const root = read.data;
	const list = (0,yaml_file.Gv)(root) && Array.isArray(root.schedules) ? root.schedules : [];
	const names = new Map();
	const entries = list.flatMap((entry, index) => {
		const at = ['schedules', String(index)];
		return (0,yaml_file.Gv)(entry) ? [{ entry, at, prompt: checkEntry(reader, entry, at, names) }] : [];
	});
	const { problems } = reader;
	if (problems.length) {
		throw new SchedulesFileError(options.file, problems.sort((a, b) => a.line - b.line));
	}
	return entries.map(({ entry, at, prompt }) => toSpec(entry, prompt, reader.place(at).line));
}
function checkEntry(reader, entry, at, names) {
	const { name, cron } = entry;
	if ((0,yaml_file.KH)(name)) {
		const { line } = reader.place([...at, 'name']);
		const first = names.get(name.trim());
		if (first === undefined)
			names.set(name.trim(), line);
		else
			reader.problem([...at, 'name'], `duplicate name "${name.trim()}": line ${first} has it already; names are unique in the file`);
	}
	if ((0,yaml_file.KH)(cron)) {
		const why = cronProblem(cron);
		if (why)
			reader.problem([...at, 'cron'], why);
	}
	for (const key of ['mcp-servers', 'agent-config']) {
		const why = (0,yaml_file.Gv)(entry[key]) ? (0,yaml_file.p3)(entry[key]) : undefined;
		if (why)
			reader.problem([...at, key], why);
	}
	const extra = entry['agent-config'];
	for (const [by, key] of Object.entries(rules.zJ)) {
		if (Object.hasOwn(entry, by) && (0,yaml_file.Gv)(extra) && Object.hasOwn(extra, key)) {
			reader.problem([...at, 'agent-config', key], `is set by ${by} too; give it once`);
		}
	}
	return (0,yaml_file.Gh)(reader, entry, at, Object.hasOwn(entry, 'skill'));
}
function toSpec(entry, prompt, line) {
	const named = Object.entries(rules.zJ).filter(([by]) => Object.hasOwn(entry, by));
	const agentConfig = {
		...Object.fromEntries(named.map(([by, key]) => [key, entry[by]])),
		...entry['agent-config'],
	};
	const promptFile = entry['prompt-file'];
	return {
		name: entry.name.trim(),
		cron: (0,cron.Os)(entry.cron),
		prompt: (prompt ?? '').trim(),
		...(promptFile !== undefined ? { promptFile } : {}),
		enabled: entry.enabled !== false,
		adopt: entry.adopt === true,
		agentConfig: structuredClone(agentConfig),
		line,
	};
}

var flow_schedules = __webpack_require__(8418);
var flow_step = __webpack_require__(6696);
var render_schedules = __webpack_require__(7130);
;







function readSpecs(root, file, words) {
	let text;
	try {
		text = (0,repository_file.tz)(root, file);
	}
	catch (err) {
		if (!(err instanceof repository_file.dv))
			throw err;
		const why = err.problem === 'missing'
			? `"${file}" does not exist ${words.workspace}, or give the file's path`
			: err.message;
		throw new outcome.dz('schedules-file', why);
	}
	return parseSchedulesFile(text, { file, readFile: (path) => (0,repository_file.tz)(root, path) });
}
async function schedulesCommand(step, inputs, options = {}) {
	const { host, trigger, client, signal, env } = step;
	const now = options.now ?? Date.now;
	const file = inputs.schedulesFile;
	const choice = options.applyAnywhere && inputs.mode
		? { mode: inputs.mode, onDefaultBranch: (0,flow_schedules.ok)(env.ref, env.defaultBranch) }
		: (0,flow_schedules.m7)({
			event: trigger.event,
			ref: env.ref,
			defaultBranch: env.defaultBranch,
			requested: inputs.mode,
		});
	if ('refused' in choice) {
		throw new outcome.dz('mode', `apply: ${(0,render_schedules.ZA)(choice.refused)}; nothing was applied (leave mode out to plan here)`);
	}
	const { mode, onDefaultBranch, planOnly } = choice;
	let specs;
	try {
		specs = readSpecs(env.workspace, file, host.words);
	}
	catch (err) {
		if (err instanceof SchedulesFileError)
			await publish(step, inputs, (0,render_schedules.O)(file, err.problems));
		throw err;
	}
	host.log.info(`${file}: ${specs.length} schedule${specs.length === 1 ? '' : 's'}; mode ${mode}${inputs.mode ? '' : ` (by the ${trigger.event} event)`}`);
	if (planOnly)
		host.log.info(`${(0,render_schedules.ZA)(planOnly)}: planned, nothing applied`);
	const { schedules } = await client.schedules.list({ signal });
	const plan = (0,flow_schedules.uW)({
		specs,
		existing: schedules,
		repository: env.repository,
		file,
		prune: inputs.prune,
		now: now(),
	});
	if (plan.metadataKept === false)
		host.log.warning((0,render_schedules.vd)({ seen: 'list' }));
	for (const line of (0,render_schedules.HN)(plan))
		host.log.info(`plan: ${line}`);
	host.log.info(`plan: ${plan.changes} change${plan.changes === 1 ? '' : 's'}`);
	const outputs = { changes: String(plan.changes), plan: (0,flow_schedules.iY)(plan) };
	if (mode === 'plan') {
		const drift = onDefaultBranch && !trigger.isPullRequest && plan.changes > 0;
		const report = (0,render_schedules.Wb)(plan, now(), { drift, ...(planOnly ? { planOnly } : {}) });
		await publish(step, inputs, report);
		(0,flow_report.Kn)(host, outputs);
		if (drift) {
			const message = `drift: the service differs from ${file} on the default branch (${plan.changes} change${plan.changes === 1 ? '' : 's'}):\n${(0,render_schedules.HN)(plan).join('\n')}`;
			if (inputs.onDrift === 'fail')
				throw new Error(message);
			host.log.warning(message);
		}
		return;
	}
	const { results, failed, metadataDropped, metadataFound } = await (0,flow_schedules.gj)(client, plan, {
		signal,
		log: (0,flow_step.p)(step),
	});
	if (metadataDropped)
		host.log.warning((0,render_schedules.vd)({ seen: 'answer', ...metadataDropped }));
	await publish(step, inputs, (0,render_schedules.NF)(plan, results, now(), {
		metadataDropped: metadataDropped !== undefined,
		metadataFound: metadataFound !== undefined,
	}));
	(0,flow_report.Kn)(host, outputs);
	if (failed) {
		throw new outcome.Rz(`${failed} of ${results.length} steps failed (${describeFailures(plan, results)}); ${results.filter((r) => r.status === 'done').length} done; a re-run applies what is left`, 'service');
	}
}
function describeFailures(_plan, results) {
	return results
		.filter((r) => r.status === 'failed')
		.map((r) => `${r.item.action} ${JSON.stringify(r.item.name)}: ${r.reason}`)
		.join('; ');
}
async function publish(step, inputs, report) {
	await (0,flow_report.Sy)(step.host, report);
	const { repository, trigger } = step;
	if (!inputs.comment || !repository || !trigger.isPullRequest || trigger.number === undefined)
		return;
	await (0,flow_report.rU)(step, trigger.number, `schedules:${inputs.schedulesFile}`, report, 'the schedules comment');
}


}),

1644:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	Gh: () => (promptOf),
	Gv: () => (isObject),
	KH: () => (isText),
	On: () => (notBoolean),
	QL: () => (NOT_TEXT),
	XM: () => (pathOf),
	Xo: () => (environmentId),
	a: () => (unknownKey),
	d0: () => (schemaErrors),
	gM: () => (readYaml),
	p3: () => (jsonProblem),
	u1: () => (problemsText),
	uQ: () => (mcpServer)
});
var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
var _repository_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2729);
var _shared_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3334);



function distance(a, b) {
	let row = Array.from({ length: b.length + 1 }, (_, i) => i);
	for (let i = 1; i <= a.length; i++) {
		const next = [i];
		for (let j = 1; j <= b.length; j++) {
			next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
		}
		row = next;
	}
	return row[b.length];
}
function unknownKey(key, known, more) {
	const near = known.find((k) => distance(k, key) <= 2);
	return `unknown key "${key}"${near ? ` (did you mean "${near}"?)` : ''}; the keys are ${known.join(', ')}${more}`;
}
const YAML_OPTIONS = {
	version: '1.2',
	schema: 'core',
	merge: true,
	resolveKnownTags: false,
	logLevel: 'error',
};
const MAX_ALIAS_COUNT = 1000;
const MAX_CONFIG_CHARS = _repository_file_js__WEBPACK_IMPORTED_MODULE_1__.D5;
const isMergeKey = (key) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__.jn)(key) && typeof key.value === 'symbol';
function aliasTargets(doc) {
	const anchors = new Map();
	const targets = new Map();
	let unresolved;
	(0,yaml__WEBPACK_IMPORTED_MODULE_0__.YR)(doc, {
		Alias(_key, node) {
			const target = anchors.get(node.source);
			targets.set(node, target);
			unresolved ??= target ? undefined : node;
		},
		Node(_key, node) {
			if (node.anchor)
				anchors.set(node.anchor, node);
		},
	});
	return { resolve: (node) => ((0,yaml__WEBPACK_IMPORTED_MODULE_0__.Vj)(node) ? targets.get(node) : node), unresolved };
}
function badMerge(doc, resolve) {
	let found;
	(0,yaml__WEBPACK_IMPORTED_MODULE_0__.YR)(doc, {
		Pair(_key, pair, path) {
			if (!isMergeKey(pair.key))
				return undefined;
			const value = resolve(pair.value);
			const sources = (0,yaml__WEBPACK_IMPORTED_MODULE_0__.oP)(value) ? value.items.map((item) => resolve(item)) : [value];
			const at = (pair.value ?? pair.key);
			if (!sources.every((source) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__.jh)(source))) {
				found = { at, message: 'a merge key (<<) takes a mapping, an alias of one, or a list of them' };
			}
			else if (sources.some((source) => path.includes(source))) {
				found = { at, message: 'a merge key (<<) merges a mapping that holds it' };
			}
			else
				return undefined;
			return yaml__WEBPACK_IMPORTED_MODULE_0__.YR.BREAK;
		},
	});
	return found;
}
function expand(doc, resolve, unresolved, lineOf) {
	const problem = (node, message) => ({
		problem: { line: lineOf(node), field: 'yaml', message },
	});
	if (unresolved) {
		const name = unresolved.source;
		return problem(unresolved, `the alias *${name} has no anchor &${name} before it`);
	}
	const merge = badMerge(doc, resolve);
	if (merge)
		return problem(merge.at, merge.message);
	try {
		return { data: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
	}
	catch (err) {
		return problem(undefined, `its aliases cannot be expanded (${err.message}): an alias bomb ("billion laughs")? At most ${MAX_ALIAS_COUNT} uses of anchors, nested uses multiplied; share less through anchors`);
	}
}
function entryOf(map, key, resolve) {
	const merges = [];
	for (const pair of map.items) {
		const keyNode = pair.key;
		const written = (pair.value ?? null);
		if (isMergeKey(keyNode)) {
			merges.push(written);
			continue;
		}
		const text = resolve(keyNode);
		if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__.jn)(text) && (text.value === null ? '' : String(text.value)) === key)
			return { keyNode, written };
	}
	for (const merge of merges) {
		const value = resolve(merge);
		for (const source of (0,yaml__WEBPACK_IMPORTED_MODULE_0__.oP)(value) ? value.items.map((item) => resolve(item)) : [value]) {
			const found = entryOf(source, key, resolve);
			if (found)
				return found;
		}
	}
	return undefined;
}
function jsonProblem(value, limit = MAX_CONFIG_CHARS) {
	let size = 0;
	const grow = (chars) => {
		size += chars;
		return size > limit ? `is longer than ${limit} characters as JSON (its aliases expanded)` : undefined;
	};
	const path = new Set();
	const walk = (v) => {
		if (typeof v === 'number' && !Number.isFinite(v))
			return `holds ${String(v)}, a number JSON cannot carry`;
		if (v === null || typeof v !== 'object')
			return grow(JSON.stringify(v).length);
		if (path.has(v))
			return 'refers to itself (an alias inside its own anchor)';
		const entries = Object.entries(v);
		const keys = Array.isArray(v) ? 0 : entries.reduce((n, [key]) => n + JSON.stringify(key).length + 1, 0);
		const over = grow(1 + Math.max(entries.length, 1) + keys);
		if (over)
			return over;
		path.add(v);
		for (const [, item] of entries) {
			const why = walk(item);
			if (why)
				return why;
		}
		path.delete(v);
		return undefined;
	};
	return walk(value);
}
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isText = (value) => typeof value === 'string' && value.trim() !== '';
class FileReader {
	problems = [];
	doc;
	data;
	resolve;
	lineOf;
	options;
	constructor(doc, data, resolve, lineOf, options) {
		this.doc = doc;
		this.data = data;
		this.resolve = resolve;
		this.lineOf = lineOf;
		this.options = options;
	}
	place(path) {
		let written = this.doc.contents;
		let line = this.lineOf(written);
		let value = this.data;
		let field = '';
		for (const step of path) {
			const node = this.resolve(written);
			const list = Array.isArray(value);
			field += list ? `[${step}]` : field === '' ? step : `.${step}`;
			value = list ? value[Number(step)] : isObject(value) ? value[step] : undefined;
			if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__.oP)(node)) {
				written = node.items[Number(step)];
				line = this.lineOf(written, line);
			}
			else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__.jh)(node)) {
				const entry = entryOf(node, step, this.resolve);
				written = entry?.written;
				line = this.lineOf(written, this.lineOf(entry?.keyNode, line));
			}
			else
				written = undefined;
		}
		return { line, field, value };
	}
	problem(path, message) {
		const { line, field } = this.place(path);
		this.add(line, field, message);
	}
	add(line, field, message) {
		this.problems.push({ line, field, message });
	}
	readFile(path) {
		return this.options.readFile(path);
	}
}
const pathOf = (pointer) => pointer === ''
	? []
	: pointer
		.slice(1)
		.split('/')
		.map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
const notBoolean = (value) => `must be true or false, got ${value === null ? 'nothing' : typeof value === 'object' ? 'a collection' : `"${String(value)}"`}`;
const NOT_TEXT = 'must be a non-empty string';
function problemsText(file, problems, what) {
	const count = problems.length === 1 ? 'an error' : `${problems.length} errors`;
	return `${file} has ${count}; ${what}:\n${problems.map((p) => `${file}:${p.line}: ${p.field}: ${p.message}`).join('\n')}`;
}
function readYaml(text, options) {
	const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__.HN();
	const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__.Tp)(text, { ...YAML_OPTIONS, lineCounter: lines });
	const lineOf = (node, fallback = 1) => (node?.range ? lines.linePos(node.range[0]).line : fallback);
	const syntax = doc.errors.map((error) => ({
		line: error.linePos?.[0].line ?? 1,
		field: 'yaml',
		message: error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''),
	}));
	if (syntax.length)
		return { problems: syntax };
	const { resolve, unresolved } = aliasTargets(doc);
	const expanded = expand(doc, resolve, unresolved, lineOf);
	if ('problem' in expanded)
		return { problems: [expanded.problem] };
	return { reader: new FileReader(doc, expanded.data, resolve, lineOf, options), data: expanded.data };
}
function schemaErrors(validate, data) {
	if (validate(data))
		return [];
	const errors = (validate.errors ?? []).filter((e) => !/\/(?:oneOf|anyOf|allOf|not)\//.test(e.schemaPath));
	const mistyped = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
	return errors.filter((e) => e.keyword === 'type' || !mistyped.has(e.instancePath));
}
const mcpServer = (value) => (0,_shared_rules_js__WEBPACK_IMPORTED_MODULE_2__.JZ)(value) ?? 'is not an MCP server';
const environmentId = (value) => (0,_shared_rules_js__WEBPACK_IMPORTED_MODULE_2__.KP)(value) ?? 'is not an environment id';
function promptOf(reader, entry, at, emptyMay) {
	const file = entry['prompt-file'];
	if (!isText(file) || Object.hasOwn(entry, 'prompt'))
		return entry.prompt;
	const where = [...at, 'prompt-file'];
	const outside = (0,_shared_rules_js__WEBPACK_IMPORTED_MODULE_2__.vB)(file);
	if (outside) {
		reader.problem(where, outside);
		return undefined;
	}
	try {
		const text = reader.readFile(file);
		if (text.trim() === '' && !emptyMay)
			reader.problem(where, `"${file}" is empty`);
		return text;
	}
	catch (err) {
		if (!(err instanceof _repository_file_js__WEBPACK_IMPORTED_MODULE_1__.dv))
			throw err;
		reader.problem(where, err.problem === 'missing'
			? `"${file}" does not exist (paths are from the repository's root)`
			: err.message);
		return undefined;
	}
}


})

};

//# sourceMappingURL=664.index.js.map