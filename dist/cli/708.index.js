export const id = 708;
export const ids = [708,663];
export const modules = {

/***/ 6663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Redactor: () => (/* binding */ Redactor),
/* harmony export */   se: () => (/* binding */ redactValues),
/* harmony export */   vb: () => (/* binding */ MIN_SECRET_LENGTH)
/* harmony export */ });
/* unused harmony export LABELS */
const LABELS = {
    apiKey: '[redacted API key]',
    secret: '[redacted secret]',
    githubToken: '[redacted GitHub token]',
    credential: '[redacted]',
};
const MIN_SECRET_LENGTH = 4;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const anyCase = (word) => [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join('');
const LABEL = Object.values(LABELS).map(escapeRegExp).join('|');
const GITHUB_TOKEN = String.raw `gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,}`;
const AUTHORIZATION = String.raw `(${anyCase('authorization')}"?[ \t]*:[ \t]*)` +
    String.raw `("(?:[^"\\\r\n]|\\.)*"|'[^'\r\n]*'|(?!\[)(?:[A-Za-z][A-Za-z0-9_-]*[ \t]+)?[^\s"'<>,;]+)`;
const BEARER = String.raw `(${anyCase('bearer')})[ \t]+[A-Za-z0-9._~+/=-]{8,}`;
class Redactor {
    secrets = new Map();
    pattern;
    add(value, kind = 'secret') {
        if (value.length < MIN_SECRET_LENGTH)
            return;
        const forms = new Set([value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)]);
        for (const form of forms) {
            if (this.secrets.has(form))
                continue;
            this.secrets.set(form, LABELS[kind]);
            this.pattern = undefined;
        }
    }
    redact(text) {
        if (text === '')
            return text;
        const pattern = this.combined();
        if (!pattern.test(text))
            return text;
        pattern.lastIndex = 0;
        return text.replace(pattern, (match, label, secret, ...rest) => {
            if (label !== undefined)
                return match;
            if (secret !== undefined)
                return this.secrets.get(secret) ?? LABELS.secret;
            const [token, authName, authValue, bearer] = rest;
            if (token !== undefined)
                return LABELS.githubToken;
            if (authName !== undefined) {
                const quote = authValue.startsWith('"') ? '"' : authValue.startsWith("'") ? "'" : '';
                return `${authName}${quote}${LABELS.credential}${quote}`;
            }
            return `${bearer} ${LABELS.credential}`;
        });
    }
    combined() {
        if (this.pattern) {
            this.pattern.lastIndex = 0;
            return this.pattern;
        }
        const secrets = [...this.secrets.keys()]
            .sort((a, b) => b.length - a.length)
            .map(escapeRegExp)
            .join('|');
        const parts = [
            `(${LABEL})`,
            secrets ? `(${secrets})` : '(?!)()',
            `(${GITHUB_TOKEN})`,
            AUTHORIZATION,
            BEARER,
        ];
        this.pattern = new RegExp(parts.join('|'), 'g');
        return this.pattern;
    }
}
function redactValues(value, redact) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map((item) => redactValues(item, redact));
    if (value !== null && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValues(item, redact)]));
    }
    return value;
}


/***/ }),

/***/ 2708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CliHost: () => (/* binding */ CliHost),
/* harmony export */   stamp: () => (/* binding */ stamp),
/* harmony export */   terminalSafe: () => (/* binding */ terminalSafe)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _flow_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6663);


function terminalSafe(text) {
    return text.replace(/\u001b\[[0-?]*[ -/]*[@-~]|[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, '');
}
const paint = (color, code, text) => color ? `\u001b[${code}m${text}\u001b[0m` : text;
function stamp(ms) {
    const s = ms / 1000;
    if (s < 60)
        return `[${s.toFixed(1).padStart(6)}s]`;
    const m = Math.floor(s / 60);
    return `[${String(m).padStart(3)}m${String(Math.floor(s % 60)).padStart(2, '0')}s]`;
}
class CliHost {
    redactor = new _flow_redact_js__WEBPACK_IMPORTED_MODULE_1__.Redactor();
    outputs = {};
    summaries = [];
    failure;
    options;
    saved = new Map();
    constructor(options) {
        this.options = options;
    }
    input(name, options) {
        const value = this.options.inputs[name] ?? '';
        return options?.trim === false ? value : value.trim();
    }
    secret(value, kind) {
        if (value !== '')
            this.redactor.add(value, kind);
    }
    redact(text) {
        return this.redactor.redact(text);
    }
    line(prefix, message) {
        const { options } = this;
        const text = terminalSafe(this.redact(message));
        options.write(`${paint(options.color, '2', stamp(options.elapsed()))} ${prefix}${text}\n`);
    }
    log = {
        info: (message) => {
            if (!this.options.quiet)
                this.line('', message);
        },
        warning: (message) => {
            if (!this.options.quiet)
                this.line(paint(this.options.color, '33', 'warning: '), message);
        },
    };
    state = {
        save: (name, value) => void this.saved.set(name, value),
        load: (name) => this.saved.get(name) ?? '',
    };
    output(name, value) {
        this.outputs[name] = this.redact(value);
    }
    async summary(markdown) {
        const text = this.redact(this.options.rewrite ? this.options.rewrite(markdown) : markdown);
        this.summaries.push(text);
        const file = this.options.markdown;
        if (file && this.summaries.length === 1)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, `${text}\n`);
        else if (file)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, `${text}\n`);
    }
    fail(message) {
        this.failure = this.redact(message);
    }
}


/***/ })

};

//# sourceMappingURL=708.index.js.map