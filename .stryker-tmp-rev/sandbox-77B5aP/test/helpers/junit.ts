/**
 * A JUnit file as its readers take it, through libxml2 (xmllint-wasm): the errors against the JUnit schema
 * (test/fixtures/junit.xsd: the elements and attributes GitLab, Jenkins and the other CIs read), and what GitLab's
 * merge request shows of a test case's <failure> or <error>.
 */
import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

const SCHEMA = {
  fileName: 'junit.xsd',
  contents: readFileSync(new URL('../fixtures/junit.xsd', import.meta.url), 'utf8'),
};

/** The schema's complaints about `xml` (`line N: message`), none when it is valid JUnit. */
export async function junitErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: { fileName: 'report.xml', contents: xml }, schema: SCHEMA });
  if (result.valid) return [];
  const errors = result.errors.map((e) => (e.loc ? `line ${e.loc.lineNumber}: ${e.message}` : e.message));
  // A document the schema refuses always says so.
  return errors.length ? errors : ['invalid, without a message'];
}

/**
 * What GitLab shows of the n-th test case (1-based, in document order) as its failure's text: undefined for a case
 * that passed, or whose failure has no text. GitLab's parser (lib/gitlab/ci/parsers/test/junit.rb) reads each test case with ActiveSupport's
 * Hash.from_xml and keeps `failure` (else `error`) as the case's output: an element with text becomes that text, its
 * attributes dropped; one whose text is blank becomes a hash of its attributes, which the merge request does not
 * show as the failure's text. The text is read here by XPath's string value, as libxml2 parses it (references
 * resolved, line ends normalized).
 */
export async function gitlabShows(xml: string, n: number): Promise<string | undefined> {
  const test = `(//testcase)[${n}]`;
  const text = async (element: string) => {
    const result = await validateXML({
      xml: { fileName: 'report.xml', contents: xml },
      // xmllint's output of an XPath expression (the library's types ask for a schema or a normalization: the
      // arguments below replace what either would add).
      normalization: 'format',
      modifyArguments: () => ['--xpath', `string(${test}/${element})`, 'report.xml'],
    });
    // xmllint ends what it prints with a line end of its own.
    return result.normalized.replace(/\n$/, '');
  };
  const shown = (await countOf(xml, `${test}/failure`)) > 0 ? await text('failure') : await text('error');
  return shown.trim() === '' ? undefined : shown;
}

/** How many nodes an XPath expression selects in `xml`. */
async function countOf(xml: string, path: string): Promise<number> {
  const result = await validateXML({
    xml: { fileName: 'report.xml', contents: xml },
    normalization: 'format',
    modifyArguments: () => ['--xpath', `count(${path})`, 'report.xml'],
  });
  return Number(result.normalized);
}
