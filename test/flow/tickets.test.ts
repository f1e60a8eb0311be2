/**
 * The tickets `dispatch` files work under by default (src/flow/tickets.ts), and how a factory's run is known by the
 * ticket the service stamps on it (`ticket_source`, `ticket_id`).
 */
import { describe, expect, it } from 'vitest';
import type { RunItem } from '../../src/client/index.ts';
import { ticketOf } from '../../src/flow/starters.ts';
import {
  dispatchedFrom,
  THREAD_TICKET_SOURCE,
  threadTicket,
  ticketThread,
  workflowTicket,
} from '../../src/flow/tickets.ts';

/** A run a factory made under `ticket` (its metadata as the service stamps it), or with `metadata` as given. */
const under = (ticket: string | Record<string, string> | undefined): RunItem => {
  const metadata = typeof ticket === 'string' ? ticketMetadata(ticket) : ticket;
  return {
    run_id: 'r1',
    title: 'Triage',
    state: 'SUCCEEDED',
    prompt: 'p',
    created_at: '2026-11-30T00:00:00Z',
    updated_at: '2026-11-30T00:01:00Z',
    ...(metadata ? { metadata } : {}),
  } as RunItem;
};
const ticketMetadata = (ticket: string) => {
  const { source, id } = ticketOf(ticket);
  return { ticket_source: source, ticket_id: id };
};

describe('the default tickets', () => {
  it("an issue's or pull request's, and a workflow run's job's, as ticketOf reads them back", () => {
    expect(threadTicket('acme/app', 12)).toBe('github:acme/app#12');
    expect(ticketOf(threadTicket('acme/app', 12))).toEqual({
      source: THREAD_TICKET_SOURCE,
      id: 'acme/app#12',
    });
    expect(workflowTicket('acme/app', '9001', 'agent')).toBe('github:acme/app/actions/runs/9001/agent');
    expect(ticketThread(under(threadTicket('acme/app', 12)), 'acme/app')).toBe(12);
    expect(ticketThread(under(workflowTicket('acme/app', '9001', 'agent')), 'acme/app')).toBeUndefined();
  });
});

describe('dispatchedFrom: a factory run of work filed under one of the repository’s own tickets', () => {
  it.each([
    ['a thread of the repository', 'github:acme/app#7', true],
    ['a workflow run of the repository', 'github:acme/app/actions/runs/9001/agent', true],
    ['a workflow run of the repository, in another case', 'github:Acme/App/actions/runs/9001/agent', true],
    ['a thread of another repository', 'github:acme/other#7', false],
    ['a workflow run of another repository', 'github:acme/other/actions/runs/9001/agent', false],
    ['a repository whose name ends like this one', 'github:x-acme/app/actions/runs/9001/agent', false],
    ['a workflow run without a job', 'github:acme/app/actions/runs/9001/', false],
    ['a workflow run whose id is no number', 'github:acme/app/actions/runs/latest/agent', false],
    ['a workflow run of two lines', 'github:x\nacme/app/actions/runs/9001/agent', false],
    ['a workflow run whose job is two lines', 'github:acme/app/actions/runs/9001/agent\nx', false],
    ['a ticket of another source', 'jira:acme/app/actions/runs/9001/agent', false],
    ["the command line's in a CI", 'github-actions:acme/app/9001/agent', false],
  ])('%s: %s', (_, ticket, expected) => {
    expect(dispatchedFrom(under(ticket), 'acme/app')).toBe(expected);
  });

  it('a run without a ticket, or with a source and no id, is none', () => {
    expect(dispatchedFrom(under(undefined), 'acme/app')).toBe(false);
    expect(dispatchedFrom(under({ ticket_source: 'github' }), 'acme/app')).toBe(false);
    expect(dispatchedFrom(under({ gh_repo: 'acme/app', gh_number: '7' }), 'acme/app')).toBe(false);
  });
});
