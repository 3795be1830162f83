import { describe, expect, test } from 'bun:test';
import { z } from 'zod';
import * as contracts from '../src';
import { companyEvent, companyEventKinds, contractViolations, parseCompanyEvent, scopedCompanyEventKinds, Ticket, TicketList } from '../src';

/** Every schema of the package that names itself (`.meta({ id })`): the ones the OpenAPI document lists. */
const named = Object.entries(contracts as Record<string, unknown>).filter((e): e is [string, z.ZodType] => e[1] instanceof z.ZodType && !!z.globalRegistry.get(e[1])?.id);

describe('response contracts', () => {
  test('schema and type share a name: each named schema is exported under its id', () => {
    expect(named.length).toBeGreaterThan(40);
    for (const [name, schema] of named) expect({ name, id: z.globalRegistry.get(schema)?.id }).toEqual({ name, id: name });
  });

  test('every example conforms to its schema, with no key the schema does not declare', () => {
    const withExamples = named.filter(([, s]) => z.globalRegistry.get(s)?.example !== undefined);
    expect(withExamples.length).toBeGreaterThan(30);
    for (const [name, schema] of withExamples) expect({ name, violations: contractViolations(schema, z.globalRegistry.get(schema)!.example) }).toEqual({ name, violations: [] });
  });

  test('contractViolations names refused values and undeclared keys by their path', () => {
    const example = z.globalRegistry.get(TicketList)!.example as any;
    const bad = structuredClone(example);
    bad.tickets[0].contact.name = 7;
    expect(contractViolations(TicketList, bad)).toEqual(['tickets[0].contact.name: Invalid input: expected string, received number (got 7)']);
    const extra = structuredClone(example);
    extra.tickets[0].tags[0].secret = 'x';
    expect(contractViolations(TicketList, extra)).toEqual(['tickets[0].tags[0].secret: not in the contract (got "x")']);
    expect(contractViolations(Ticket, { ...example.tickets[0], status: 'archived' })[0]).toStartWith('status: ');
  });
});

describe('realtime event names', () => {
  test('companyEvent builds the spec names and parseCompanyEvent reads them back', () => {
    expect(companyEvent(1, 'ticket')).toBe('company-1-ticket');
    expect(companyEvent(12, 'quickmessage')).toBe('company-12-quickmessage');
    for (const kind of companyEventKinds.filter((k) => !(scopedCompanyEventKinds as readonly string[]).includes(k) && k !== 'announcement')) expect(parseCompanyEvent(companyEvent(3, kind))).toEqual({ companyId: 3, kind });
    expect(companyEvent(3, 'announcement')).toBe('company-announcement');
    expect(parseCompanyEvent('company-announcement')).toEqual({ companyId: null, kind: 'announcement' });
    expect(companyEvent(3, 'chat')).toBe('company-3-chat');
    expect(companyEvent(3, 'chatUser', 7)).toBe('company-3-chat-user-7');
    expect(companyEvent(3, 'chatThread', 9)).toBe('company-3-chat-9');
    expect(parseCompanyEvent('company-3-chat-user-7')).toEqual({ companyId: 3, kind: 'chatUser', scope: 7 });
    expect(parseCompanyEvent('company-3-chat-9')).toEqual({ companyId: 3, kind: 'chatThread', scope: 9 });
    expect(parseCompanyEvent('company-3-chatThread-9')).toBeNull();
    expect(parseCompanyEvent('company-3-announcement')).toBeNull();
    expect(companyEvent(3, 'ContactListItem', 8)).toBe('company-3-ContactListItem-8');
    expect(parseCompanyEvent('company-3-ContactListItem-8')).toEqual({ companyId: 3, kind: 'ContactListItem', scope: 8 });
    expect(parseCompanyEvent('company-3-ContactListItem')).toBeNull();
    expect(parseCompanyEvent('company-3-ticket-8')).toBeNull();
    expect(parseCompanyEvent('ready')).toBeNull();
    expect(parseCompanyEvent('company-3-unknown')).toBeNull();
  });
});
