import { describe, expect, it } from 'vitest';
import { rejection } from './rejection.ts';

describe('rejection', () => {
  it('gives the very error a promise rejected with', async () => {
    const error = new TypeError('boom');
    expect(await rejection(Promise.reject(error))).toBe(error);
  });

  it('fails on a promise that resolves, saying what it resolved to', async () => {
    await expect(rejection(Promise.resolve(42))).rejects.toEqual(
      new Error('expected a rejection; it resolved to 42'),
    );
  });

  it('fails on a rejection that is not an Error, undefined included', async () => {
    await expect(rejection(Promise.reject(undefined))).rejects.toEqual(
      new Error('expected an Error; it rejected with undefined'),
    );
    await expect(rejection(Promise.reject('text'))).rejects.toEqual(
      new Error('expected an Error; it rejected with text'),
    );
  });
});
