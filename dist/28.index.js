export const id = 28;
export const ids = [28];
export const modules = {

1028:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	renderMarkdown: () => (renderMarkdown)
});
var _render_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7986);

const ENTITIES = {
	'&lt;': '<',
	'&gt;': '>',
	'&amp;': '&',
	'&quot;': '"',
	'&#39;': "'",
};
const bold = (text, o) => (o.color && text ? `\x1b[1m${text}\x1b[22m` : text);
const PUNCTUATION = /[!-/:-@[-`{-~]/;
const TAGS = /<\/?(?:sub|sup|b|strong|i|em|code|kbd|p|span|div|ins|del|summary)(?:\s[^>]*)?>/gi;
const hold = (c) => String.fromCharCode(0xe000 + c.charCodeAt(0));
const release = (text) => text.replace(/[\ue000-\ue07f]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xe000));
function inline(text, options = {}) {
	let out = '';
	let rest = '';
	for (let i = 0; i < text.length;) {
		const c = text[i];
		if (c === '\\' && PUNCTUATION.test(text[i + 1] ?? '')) {
			rest += hold(text[i + 1]);
			i += 2;
			continue;
		}
		if (c !== '`') {
			rest += c;
			i++;
			continue;
		}
		const run = /^`+/.exec(text.slice(i))[0];
		const close = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
		close.lastIndex = i + run.length;
		const end = close.exec(text);
		if (!end) {
			rest += run;
			i += run.length;
			continue;
		}
		const inner = text.slice(i + run.length, end.index);
		out += prose(rest, options);
		rest = '';
		out += /^ .* $/s.test(inner) && inner.trim() !== '' ? inner.slice(1, -1) : inner;
		i = end.index + run.length;
	}
	return out + prose(rest, options);
}
function prose(text, options) {
	return release(text
		.replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, (_, alt, url) => `[image: ${alt}] (${url})`)
		.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label, url) => label === url ? url : `${label} (${url})`)
		.replace(/<(https?:\/\/[^\s<>]+)>/g, '$1')
		.replace(/(?<!\*)\*\*(?=\S)(.+?)(?<=\S)\*\*/g, (_, t) => bold(t, options))
		.replace(/(?<![\p{L}\p{N}_*])([_*])(?=\S)(.+?)(?<=\S)\1(?![\p{L}\p{N}_*])/gu, '$2')
		.replace(/<br\s*\/?>/gi, ' ')
		.replace(TAGS, '')
		.replace(/&(?:lt|gt|amp|quot|#39);/g, (e) => ENTITIES[e]));
}
function details(markdown, options) {
	let out = '';
	let at = 0;
	const open = /<details(?:\s[^>]*)?>/gi;
	for (;;) {
		open.lastIndex = at;
		const start = open.exec(markdown);
		if (!start)
			return out + markdown.slice(at);
		let depth = 1;
		const tags = /<details(?:\s[^>]*)?>|<\/details>/gi;
		tags.lastIndex = start.index + start[0].length;
		let end = markdown.length;
		let close = markdown.length;
		for (let tag = tags.exec(markdown); tag; tag = tags.exec(markdown)) {
			depth += tag[0].startsWith('</') ? -1 : 1;
			if (depth === 0) {
				close = tag.index;
				end = tag.index + tag[0].length;
				break;
			}
		}
		const block = markdown.slice(start.index + start[0].length, close);
		const summary = /<summary>([\s\S]*?)<\/summary>/i.exec(block);
		const title = summary?.[1]?.trim() ?? 'Details';
		out += markdown.slice(at, start.index);
		if (options.fold)
			out += `▸ ${inline(title, options)}`;
		else {
			const body = summary ? block.slice(summary.index + summary[0].length) : block;
			out += `\n${bold(inline(title), options)}\n\n${details(body.trim(), options)}\n\n`;
		}
		at = end;
	}
}
function cellsOf(rows) {
	return (rows
		.filter((row) => !(/^[\s:|-]+$/.test(row) && row.includes('-')))
		.map((row) => row
		.replace(/^\|/, '')
		.replace(/(?<!\\)\|$/, '')
		.split(/(?<!\\)\|/)
		.map((cell) => inline(cell.trim().replace(/\\\|/g, '|')))));
}
const WIDE = [
	[0x1100, 0x115f],
	[0x2e80, 0xa4cf],
	[0xac00, 0xd7a3],
	[0xf900, 0xfaff],
	[0xfe30, 0xfe4f],
	[0xff00, 0xff60],
	[0xffe0, 0xffe6],
	[0x1f000, 0x1faff],
];
const ZERO = [
	[0x300, 0x36f],
	[0x200b, 0x200f],
	[0xfe00, 0xfe0f],
];
const within = (n, ranges) => ranges.some(([from, to]) => n >= from && n <= to);
function widthOf(s) {
	let width = 0;
	for (const c of s) {
		const n = c.codePointAt(0);
		if (within(n, ZERO))
			continue;
		const emoji = n >= 0x2300 && n <= 0x2bff && /\p{Extended_Pictographic}/u.test(c);
		width += emoji || within(n, WIDE) ? 2 : 1;
	}
	return width;
}
function table(rows, options) {
	const [head = [], ...body] = cellsOf(rows);
	const shown = head.some((cell) => cell !== '') ? [head, ...body] : body;
	const widths = [];
	for (const row of shown)
		row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, widthOf(cell))));
	const total = widths.reduce((sum, w) => sum + w, 0) + 2 * (widths.length - 1);
	if (total <= (options.width ?? 100)) {
		return shown.map((row) => row
			.map((cell, i) => cell + ' '.repeat(widths[i] - widthOf(cell)))
			.join('  ')
			.trimEnd());
	}
	if (shown === body)
		return body.map(([name = '', ...values]) => `${name}: ${values.filter((v) => v !== '').join(' · ')}`);
	return body.map((row) => row.flatMap((cell, i) => (cell === '' ? [] : [head[i] ? `${head[i]}: ${cell}` : cell])).join(' · '));
}
function chart(body, options) {
	const title = body.map((l) => /^\s*title\s+"?(.*?)"?\s*$/.exec(l)?.[1]).find(Boolean);
	return options.fold
		? `[chart${title ? `: ${title}` : ''}, drawn by GitHub from a mermaid block]`
		: `[chart${title ? `: ${title}` : ''}: a mermaid chart, in the markdown (--raw, --markdown <file>)]`;
}
function renderMarkdown(markdown, options = {}) {
	const text = details((0,_render_log_js__WEBPACK_IMPORTED_MODULE_0__.$Y)(markdown).replace(/<!--[\s\S]*?-->/g, ''), options);
	const lines = text.split('\n');
	const out = [];
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i];
		const fence = /^(\s*)(`{3,}|~{3,})\s*(\S*)/.exec(line);
		if (fence) {
			const body = [];
			for (i++; i < lines.length && !lines[i].trimStart().startsWith(fence[2]); i++)
				body.push(lines[i]);
			if (fence[3] === 'mermaid')
				out.push(chart(body, options));
			else
				out.push(...body.map((l) => `    ${l}`));
			continue;
		}
		if (line.startsWith('|')) {
			const rows = [];
			for (; i < lines.length && lines[i].startsWith('|'); i++)
				rows.push(lines[i]);
			i--;
			out.push(...table(rows, options));
			continue;
		}
		const heading = /^(#{1,6})\s+(.*)$/.exec(line);
		if (heading) {
			const title = inline(heading[2].replace(/\s+#+\s*$/, ''));
			out.push(bold(title, options), (heading[1].length <= 2 ? '═' : '─').repeat(widthOf(title)));
			continue;
		}
		const quote = /^>\s?(.*)$/.exec(line);
		if (quote) {
			out.push(`│ ${inline(quote[1], options)}`);
			continue;
		}
		const item = /^(\s*)[-*+]\s+(.*)$/.exec(line);
		if (item) {
			out.push(`${item[1]}• ${inline(item[2], options)}`);
			continue;
		}
		out.push(inline(line, options));
	}
	return out
		.join('\n')
		.replace(/[ \t]+$/gm, '')
		.replace(/\n{3,}/g, '\n\n')
		.trim();
}


})

};

//# sourceMappingURL=28.index.js.map