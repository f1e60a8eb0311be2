/**
 * The CLI's settings (src/cli/config.ts): where the config file is, every mistake in it refused with a message
 * naming the file (a key readable by others above all), and the environment over the file.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/args.ts';
import { configPath, readConfigFile, readSettings } from '../../src/cli/config.ts';
import { scratch } from './harness.ts';

/** A config file holding `text` (JSON of it, unless a string), with this mode. */
function configFile(content: unknown, mode = 0o600): string {
  const file = join(scratch(), 'config.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  chmodSync(file, mode);
  return file;
}

/** The message of the UsageError reading `file` ends in (it names no flag: the file is at fault). */
function refusal(file: string, platform: NodeJS.Platform = 'linux'): string {
  try {
    readConfigFile(file, platform);
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    expect((err as UsageError).flag).toBeUndefined();
    return (err as UsageError).message;
  }
  throw new Error(`${file} was not refused`);
}

describe('configPath', () => {
  it('$XDG_CONFIG_HOME when absolute, else $HOME/.config, else the home folder', () => {
    expect(configPath({ XDG_CONFIG_HOME: '/x/conf', HOME: '/home/a' })).toBe(
      '/x/conf/cloud-agent/config.json',
    );
    expect(configPath({ XDG_CONFIG_HOME: 'conf', HOME: '/home/a' })).toBe(
      '/home/a/.config/cloud-agent/config.json',
    );
    expect(configPath({ XDG_CONFIG_HOME: '', HOME: '/home/a' })).toBe(
      '/home/a/.config/cloud-agent/config.json',
    );
    expect(configPath({})).toBe(join(homedir(), '.config', 'cloud-agent', 'config.json'));
    expect(configPath({ HOME: '' })).toBe(join(homedir(), '.config', 'cloud-agent', 'config.json'));
  });
});

describe('readConfigFile', () => {
  it('no file: no config', () => {
    expect(readConfigFile(join(scratch(), 'none.json'), 'linux')).toBeUndefined();
  });

  it('what it holds, and nothing it does not', () => {
    // No key for what the file leaves out (not even one holding undefined).
    expect(readConfigFile(configFile({}), 'linux')).toStrictEqual({ defaults: {} });
    expect(
      readConfigFile(
        configFile({
          baseUrl: 'https://x.example/api/v1',
          apiKey: 'sk-1',
          defaults: { timeout: '9', wait: false },
        }),
        'linux',
      ),
    ).toEqual({
      baseUrl: 'https://x.example/api/v1',
      apiKey: 'sk-1',
      defaults: { timeout: '9', wait: false },
    });
    expect(readConfigFile(configFile({ baseUrl: '' }), 'linux')).toEqual({ baseUrl: '', defaults: {} });
  });

  it('a file it cannot read, or not JSON, or not an object', () => {
    const folder = scratch();
    expect(refusal(folder)).toBe(`cannot read the config file ${folder} (EISDIR)`);
    const broken = configFile('{');
    const why = (() => {
      try {
        JSON.parse('{');
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(refusal(broken)).toBe(`the config file ${broken} is not valid JSON (${why})`);
    for (const text of ['[]', 'null', '"x"', '3']) {
      const file = configFile(text);
      expect(refusal(file)).toBe(`the config file ${file} must hold a JSON object`);
    }
  });

  it('each setting of the wrong kind, named', () => {
    const cases: [unknown, string][] = [
      [{ baseUrl: 1 }, '"baseUrl" must be a string'],
      [{ apiKey: true }, '"apiKey" must be a string'],
      [{ defaults: [] }, '"defaults" must be an object of flag names'],
      [{ defaults: null }, '"defaults" must be an object of flag names'],
      [{ defaults: 'timeout=9' }, '"defaults" must be an object of flag names'],
      [{ defaults: { timeout: 9 } }, 'the default of "timeout" must be a string or true/false'],
      [{ defaults: { wait: null } }, 'the default of "wait" must be a string or true/false'],
      [
        { defaults: { timeout: '9', scorer: ['a'] } },
        'the default of "scorer" must be a string or true/false',
      ],
    ];
    for (const [content, message] of cases) {
      const file = configFile(content);
      expect(refusal(file)).toBe(`the config file ${file}: ${message}`);
    }
  });

  it('a setting it does not know: the first named, with the ones it knows', () => {
    const file = configFile({ baseUrl: 'x', base_url: 'y', token: 'z' });
    expect(refusal(file)).toBe(
      `the config file ${file} has "base_url", which is not a setting (baseUrl, apiKey, defaults)`,
    );
  });

  it('a key in a file anyone but its owner may read is refused, the mode and the fix named', () => {
    for (const mode of [0o640, 0o604, 0o610, 0o601, 0o620]) {
      const file = configFile({ apiKey: 'sk-file-key-1234' }, mode);
      expect(refusal(file)).toBe(
        `the config file ${file} holds an API key but is readable by others (mode ${mode.toString(8)}): run chmod 600 ${file}, or take the key out and set CLOUD_AGENT_API_KEY`,
      );
    }
    for (const mode of [0o600, 0o400, 0o700]) {
      expect(readConfigFile(configFile({ apiKey: 'sk-1' }, mode), 'linux')?.apiKey).toBe('sk-1');
    }
    // Windows keeps no such mode; a file without a key may be read by anyone.
    expect(readConfigFile(configFile({ apiKey: 'sk-1' }, 0o644), 'win32')?.apiKey).toBe('sk-1');
    expect(readConfigFile(configFile({ baseUrl: 'u' }, 0o644), 'linux')).toEqual({
      baseUrl: 'u',
      defaults: {},
    });
  });

  it("a default named by a global flag or by any command's flag", () => {
    const defaults = {
      'base-url': 'u',
      quiet: true,
      'no-color': true,
      prune: true,
      state: 'FAILED',
      all: true,
    };
    expect(readConfigFile(configFile({ defaults }), 'linux')).toEqual({ defaults });
  });
});

describe('readSettings', () => {
  /** An environment whose config folder holds `content` as its config file. */
  function withConfig(content: unknown, mode = 0o600): Record<string, string> {
    const home = scratch();
    mkdirSync(join(home, 'cloud-agent'));
    const file = join(home, 'cloud-agent', 'config.json');
    writeFileSync(file, JSON.stringify(content));
    chmodSync(file, mode);
    return { XDG_CONFIG_HOME: home };
  }

  it('no file, no environment: no key, no base URL, no defaults, no file', () => {
    expect(readSettings({ XDG_CONFIG_HOME: scratch() }, 'linux')).toEqual({
      apiKey: '',
      keyFrom: undefined,
      baseUrl: undefined,
      defaults: {},
      file: undefined,
    });
  });

  it('the file alone', () => {
    const env = withConfig({ apiKey: 'sk-f', baseUrl: 'https://f.example', defaults: { timeout: '5' } });
    expect(readSettings(env, 'linux')).toEqual({
      apiKey: 'sk-f',
      keyFrom: 'config file',
      baseUrl: 'https://f.example',
      defaults: { timeout: '5' },
      file: join(env.XDG_CONFIG_HOME!, 'cloud-agent', 'config.json'),
    });
    expect(readSettings(withConfig({}), 'linux')).toMatchObject({ apiKey: '', keyFrom: undefined });
  });

  it('CLOUD_AGENT_API_KEY over WARP_API_KEY over the file; an empty variable is none', () => {
    const env = withConfig({ apiKey: 'sk-f', baseUrl: 'https://f.example' });
    const both = { ...env, CLOUD_AGENT_API_KEY: 'sk-c', WARP_API_KEY: 'sk-w' };
    expect(readSettings(both, 'linux')).toMatchObject({ apiKey: 'sk-c', keyFrom: 'CLOUD_AGENT_API_KEY' });
    expect(readSettings({ ...env, WARP_API_KEY: 'sk-w' }, 'linux')).toMatchObject({
      apiKey: 'sk-w',
      keyFrom: 'WARP_API_KEY',
    });
    expect(readSettings({ ...env, CLOUD_AGENT_API_KEY: '', WARP_API_KEY: '' }, 'linux')).toMatchObject({
      apiKey: 'sk-f',
      keyFrom: 'config file',
    });
    expect(readSettings({ CLOUD_AGENT_API_KEY: 'sk-c', XDG_CONFIG_HOME: scratch() }, 'linux')).toMatchObject({
      apiKey: 'sk-c',
      keyFrom: 'CLOUD_AGENT_API_KEY',
    });
  });

  it('CLOUD_AGENT_BASE_URL over the file; an empty one is none', () => {
    const env = withConfig({ baseUrl: 'https://f.example' });
    expect(readSettings({ ...env, CLOUD_AGENT_BASE_URL: 'https://e.example' }, 'linux').baseUrl).toBe(
      'https://e.example',
    );
    expect(readSettings({ ...env, CLOUD_AGENT_BASE_URL: '' }, 'linux').baseUrl).toBe('https://f.example');
  });
});
