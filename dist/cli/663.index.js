export const id = 663;
export const ids = [663];
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


/***/ })

};

//# sourceMappingURL=663.index.js.map