/**
 * scripts/tidy.ts, which tidies the bundle (scripts/bundle.ts): the comments that go and those that stay, the
 * indentation of TypeScript's output halved and every indentation in tabs, the code meaning the same, and its source
 * map still pointing each piece of code where it pointed.
 */
import { describe, expect, it } from 'vitest';
import {
  commentRanges,
  decodeMappings,
  encodeMappings,
  keeps,
  packagesOnly,
  tabbed,
  tidy,
  unlinkMap,
  wouldTouch,
  type SourceMap,
} from '../scripts/tidy.ts';

const strip = (code: string) => tidy(code).code;

describe('tidy: comments', () => {
  it("refuses what does not parse as JavaScript, naming the parser's complaint, rather than guess its comments", () => {
    expect(() => strip('const a = `open /* not a comment */;\n')).toThrow(
      'not JavaScript TypeScript can parse: Unterminated template literal.',
    );
    expect(() => strip('let = ;')).toThrow(/^not JavaScript TypeScript can parse: /);
  });

  it('drops comment lines whole, and a comment after code with the white space before it', () => {
    expect(
      strip(
        [
          '/**',
          ' * A function.',
          ' */',
          'function f(a) {',
          '  // the first',
          '  return a + 1; // one more',
          '}',
          '',
          'f(1);',
        ].join('\n'),
      ),
    ).toBe(['function f(a) {', '\treturn a + 1;', '}', '', 'f(1);'].join('\n'));
  });

  it("keeps a line's indentation before a comment that starts it, and never joins two tokens", () => {
    expect(strip('    /* harmony export */ __webpack_require__.d(x);')).toBe('\t\t__webpack_require__.d(x);');
    expect(strip('d({\n/* harmony export */   a: () => (/* binding */ f),\n});')).toBe(
      'd({\n\ta: () => (f),\n});',
    );
    expect(strip('return/* x */value;')).toBe('return value;');
    expect(strip('a = b /* x */ + c;')).toBe('a = b + c;');
    expect(strip('a = b+/* x */+c;')).toBe('a = b+ +c;');
    expect(strip('a = b//* x */\n/c;')).toBe('a = b\n/c;');
    expect(strip('x = 1 /*#__PURE__*/ /2;')).toBe('x = 1 /2;');
  });

  it('leaves a line break where a block comment spanned lines between code', () => {
    // A comment that holds a line break is one for automatic semicolons: `a\nb` means what `a /*\n*/ b` meant.
    expect(strip('a /* one\n two\n three */ b')).toBe('a\nb');
    expect(strip('let a = 1 /* one\n */\nlet b = 2')).toBe('let a = 1\nlet b = 2');
  });

  it('keeps licences, notices and pragmas', () => {
    const code = [
      '/*! Bottleneck (MIT) */',
      '/** @license MIT */',
      '/* @preserve a notice */',
      'x();',
      '//# sourceMappingURL=index.js.map',
    ].join('\n');
    expect(strip(code)).toBe(code);
    expect(
      ['/*! a */', '/** @license MIT */', '//# sourceMappingURL=x', '//@ sourceURL=x'].every(keeps),
    ).toBe(true);
    expect(['/* a */', '// a', '/** a */'].some(keeps)).toBe(false);
  });

  it("drops a package's own source map line bundled into the middle of a file: only the last one names the map", () => {
    const code = [
      'a();',
      '//# sourceMappingURL=command.js.map',
      'b(); //# sourceMappingURL=utils.js.map',
      "c('//# sourceMappingURL=text.js.map');",
      '//# sourceURL=x.js',
      '//# sourceMappingURL=677.index.js.map',
      '',
    ].join('\n');
    expect(strip(code)).toBe(
      [
        'a();',
        'b();',
        "c('//# sourceMappingURL=text.js.map');",
        '//# sourceURL=x.js',
        '//# sourceMappingURL=677.index.js.map',
        '',
      ].join('\n'),
    );
    // Its line's mappings go, and those below move up a line.
    const map: SourceMap = {
      version: 3,
      sources: ['a.js'],
      names: [],
      mappings: encodeMappings([[[0, 0, 0, 0]], [[0, 0, 1, 0]], [[0, 0, 2, 0]]]),
    };
    const tidied = tidy(
      ['a();', '//# sourceMappingURL=a.js.map', 'b();', '//# sourceMappingURL=1.js.map'].join('\n'),
      map,
    );
    expect(tidied.code).toBe('a();\nb();\n//# sourceMappingURL=1.js.map');
    expect(decodeMappings(tidied.map!.mappings)).toEqual([[[0, 0, 0, 0]], [[0, 0, 2, 0]], []]);
  });

  it('leaves strings, template literals and regular expressions that look like comments', () => {
    const code = [
      'const a = \'// not a comment\', b = "/* nor this */";',
      'const c = `/* text',
      '  // still text */`;',
      'const d = /\\/\\/ and \\/* x *\\//g;',
      'const e = 4 / 2 / 1;',
    ].join('\n');
    expect(commentRanges(code)).toEqual([]);
    expect(strip(code)).toBe(code);
  });

  it('refuses line breaks other than \\n (the lines of the map would be miscounted)', () => {
    expect(() => strip('a();\r\nb();')).toThrow(
      'the code holds a line terminator other than \\n: lines would be miscounted',
    );
  });
});

describe('the source map', () => {
  /** A map of `code` with one segment at each given [line, column], pointing at source line = its index. */
  function mapOf(points: [number, number][]): SourceMap {
    const lines: number[][][] = [];
    points.forEach(([line, column], i) => {
      while (lines.length <= line) lines.push([]);
      lines[line]!.push([column, 0, i, 0]);
    });
    return { version: 3, sources: ['src/a.ts'], names: [], mappings: encodeMappings(lines) };
  }

  it('moves each mapping with its code, and drops those of comments and of dropped lines', () => {
    const code = ['// one', 'a(/* x */ b, c); // two', '/**', ' * three', ' */', 'd();'].join('\n');
    const map = mapOf([
      [0, 0], // the comment of line 0
      [1, 0], // a
      [1, 2], // the comment
      [1, 10], // b
      [1, 13], // c
      [1, 17], // the trailing comment
      [3, 1], // inside the block comment
      [5, 0], // d
    ]);
    const out = tidy(code, map);
    expect(out.code).toBe('a(b, c);\nd();');
    // [column, source, source line, source column]: a, b and c on the first line, d on the second.
    expect(decodeMappings(out.map!.mappings)).toEqual([
      [
        [0, 0, 1, 0],
        [2, 0, 3, 0],
        [5, 0, 4, 0],
      ],
      [[0, 0, 7, 0]],
    ]);
    expect(out.map!.sources).toEqual(['src/a.ts']);
  });

  it('decodes what it encodes, negative steps and long values too', () => {
    const lines = [
      [
        [0, 0, 0, 0],
        [7, 1, 200, 3, 0],
      ],
      [],
      [
        [4, 0, 12, 0],
        [1000, 2, 5, 40, 1],
      ],
      [[0, 1, 0, 0]],
    ];
    expect(decodeMappings(encodeMappings(lines))).toEqual(lines);
    expect(encodeMappings([[[0, 0, 0, 0]], [[0, 0, 1, 0]]])).toBe('AAAA;AACA');
  });
});

describe('tidy: indentation', () => {
  /** A map of `lines`, each line mapped at its first column to line i of the source named by `sources[i]`. */
  function mapOf(sources: number[]): SourceMap {
    const lines = sources.map((source, i) => (source < 0 ? [] : [[0, source, i, 0]]));
    return {
      version: 3,
      sources: ['src/a.ts', 'node_modules/b/index.js'],
      names: [],
      mappings: encodeMappings(lines),
    };
  }

  it("halves the indentation of a source TypeScript emitted (four spaces a step), not another's, then tabs both", () => {
    const code = [
      'function a() {', // 0: src/a.ts
      '    if (x)', // 1
      '        y();', // 2
      '    z(`', // 3
      '    text of the literal', // 4: inside the template literal
      '        `);', // 5: inside it too
      '}', // 6
      'function b() {', // 7: node_modules/b/index.js
      '  c();', // 8
      '    d();', // 9
      '}', // 10
    ].join('\n');
    const out = tidy(code, mapOf([0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1]));
    expect(out.code.split('\n')).toEqual([
      'function a() {',
      '\tif (x)',
      '\t\ty();',
      '\tz(`',
      '    text of the literal',
      '        `);',
      '}',
      'function b() {',
      '\tc();',
      '\t\td();',
      '}',
    ]);
    // Each mapping keeps its code's first column: 2 and 4 where the indentation was halved.
    expect(decodeMappings(out.map!.mappings).map((line) => line[0]?.[0])).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('moves the mappings after the indentation by what was taken', () => {
    const code = ['f(() => {', '    return g(1);', '});'].join('\n');
    const lines = [
      [[0, 0, 0, 0]],
      [
        [4, 0, 1, 4],
        [11, 0, 1, 11],
      ],
      [[0, 0, 2, 0]],
    ];
    const out = tidy(code, { version: 3, sources: ['src/a.ts'], names: [], mappings: encodeMappings(lines) });
    // Four spaces halved to two, then one tab: three characters before each mapping of the line went.
    expect(out.code).toBe('f(() => {\n\treturn g(1);\n});');
    expect(decodeMappings(out.map!.mappings)).toEqual([
      [[0, 0, 0, 0]],
      [
        [1, 0, 1, 4],
        [8, 0, 1, 11],
      ],
      [[0, 0, 2, 0]],
    ]);
  });

  it('halves no source whose lines are not all in steps of four, or one with a tab, but tabs its spaces', () => {
    const twos = ['a({', '    b: 1,', '  c: 2,', '});'].join('\n');
    expect(tidy(twos, mapOf([0, 0, 0, 0])).code).toBe('a({\n\t\tb: 1,\n\tc: 2,\n});');
    const tabs = ['a({', '    b: 1,', '\tc: 2,', '});'].join('\n');
    expect(tidy(tabs, mapOf([0, 0, 0, 0])).code).toBe('a({\n\t\tb: 1,\n\tc: 2,\n});');
    // The line without a mapping belongs to the line's before it.
    expect(tidy(['a({', '    b: 1,', '    c: 2,', '});'].join('\n'), mapOf([0, 0, -1, 0])).code).toBe(
      'a({\n\tb: 1,\n\tc: 2,\n});',
    );
    // Without a map nothing tells what emitted a line: the indentation is not halved, only tabbed.
    expect(strip('a({\n    b: 1,\n});')).toBe('a({\n\t\tb: 1,\n});');
  });

  it('leaves the spaces of a line inside a template literal, a string or a comment kept: they are its text', () => {
    const code = [
      'a(`',
      '    text',
      '  `, "one \\',
      '    two");',
      '/*!',
      '    a licence',
      ' */',
      '  b();',
    ].join('\n');
    expect(strip(code)).toBe(
      ['a(`', '    text', '  `, "one \\', '    two");', '/*!', '    a licence', ' */', '\tb();'].join('\n'),
    );
  });
});

describe('tabbed', () => {
  it('turns each two spaces that indent a line into a tab, an odd one left after them to align', () => {
    expect(tabbed('    a  b')).toEqual({ text: '\t\ta  b', taken: 2 });
    expect(tabbed('     * x')).toEqual({ text: '\t\t * x', taken: 2 });
    expect(tabbed(' a')).toEqual({ text: ' a', taken: 0 });
    expect(tabbed('a    ')).toEqual({ text: 'a    ', taken: 0 });
    expect(tabbed('\t  a')).toEqual({ text: '\t  a', taken: 0 });
  });
});

describe('wouldTouch', () => {
  it('is true for two characters of a word or two of an operator', () => {
    expect([wouldTouch('n', 'x'), wouldTouch('+', '+'), wouldTouch('/', '/'), wouldTouch('$', '1')]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([
      wouldTouch('(', 'a'),
      wouldTouch('a', ')'),
      wouldTouch(' ', 'a'),
      wouldTouch(undefined, 'a'),
    ]).toEqual([false, false, false, false]);
  });
});

describe('a chunk of packages alone', () => {
  const map = (sources: string[]): SourceMap => ({ version: 3, sources, names: [], mappings: '' });

  it('is one whose map names files under node_modules/ only', () => {
    expect(
      packagesOnly(map(['.././node_modules/undici/index.js', '../node_modules/a/node_modules/b/x.js'])),
    ).toBe(true);
    expect(packagesOnly(map(['node_modules/yaml/dist/index.js']))).toBe(true);
    expect(packagesOnly(map(['.././node_modules/undici/index.js', '.././src/client/http.ts']))).toBe(false);
    expect(packagesOnly(map(['.././src/not_node_modules/x.ts']))).toBe(false);
    expect(packagesOnly(map(['.././src/node_modules.ts']))).toBe(false);
    expect(packagesOnly(map([])), 'a map that names nothing says nothing').toBe(false);
  });

  it('loses the line that names its map, and nothing else', () => {
    expect(unlinkMap('a();\n//# sourceMappingURL=1.index.js.map')).toBe('a();\n');
    expect(unlinkMap('x = "//# sourceMappingURL=no";\n\n//# sourceMappingURL=2.index.js.map')).toBe(
      'x = "//# sourceMappingURL=no";\n\n',
    );
  });

  it('refuses code whose last line does not name its map, rather than cut code', () => {
    const message = 'the code does not end with its //# sourceMappingURL= line';
    expect(() => unlinkMap('a();\n')).toThrow(message);
    expect(() => unlinkMap('//# sourceMappingURL=1.index.js.map\na();')).toThrow(message);
    expect(() => unlinkMap('a();\n//# sourceMappingURL=1.index.js.map\nb();')).toThrow(message);
  });
});
