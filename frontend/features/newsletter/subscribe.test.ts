import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-request';
import { SUBSCRIBE_FAILED, outcomeOfAnswer, outcomeOfError } from './subscribe';

describe('newsletter outcomes', () => {
  it('uses the server message of a success', () => {
    expect(outcomeOfAnswer(201, { message: 'Thanks for subscribing!' })).toEqual({
      ok: true,
      message: 'Thanks for subscribing!',
    });
    expect(outcomeOfAnswer(200, { message: 'You are already subscribed.' })).toEqual({
      ok: true,
      message: 'You are already subscribed.',
    });
  });

  it('falls back by status when the body has no message', () => {
    expect(outcomeOfAnswer(201, undefined).message).toBe('Thanks for subscribing!');
    expect(outcomeOfAnswer(200, {}).message).toBe('You are already subscribed.');
  });

  it("shows a 400's validation message", () => {
    const error = new ApiRequestError(
      400,
      JSON.stringify({ message: 'Please enter a valid email address', errors: {} }),
      'Bad Request',
    );
    expect(outcomeOfError(error)).toEqual({ ok: false, message: 'Please enter a valid email address' });
  });

  it('gives the generic failure for server errors and network failures', () => {
    expect(outcomeOfError(new ApiRequestError(500, '', 'Internal Server Error')).message).toBe(
      SUBSCRIBE_FAILED,
    );
    expect(outcomeOfError(new TypeError('Failed to fetch')).message).toBe(SUBSCRIBE_FAILED);
  });
});
