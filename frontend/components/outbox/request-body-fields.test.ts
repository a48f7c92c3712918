import { describe, expect, it } from 'vitest';
import { bodyWith, fieldLabel, valueAt } from './request-body-fields';

describe('fields of a queued request body', () => {
  it('reads a value by its dotted path, undefined when missing', () => {
    const body = { name: 'Ann', attribution: { utmSource: 'flyer' } };
    expect(valueAt(body, 'name')).toBe('Ann');
    expect(valueAt(body, 'attribution.utmSource')).toBe('flyer');
    expect(valueAt(body, 'address')).toBeUndefined();
    expect(valueAt(body, 'name.first')).toBeUndefined();
  });

  it('sets values on a copy, creating missing objects, and leaves the original as it was', () => {
    const body = { name: 'Ann', attribution: { utmSource: 'flyer' } };
    const next = bodyWith(body, { address: '12 Elm Street', 'attribution.utmSource': 'door', 'a.b': true });
    expect(next).toEqual({
      name: 'Ann',
      address: '12 Elm Street',
      attribution: { utmSource: 'door' },
      a: { b: true },
    });
    expect(body).toEqual({ name: 'Ann', attribution: { utmSource: 'flyer' } });
  });

  it('names fields as the forms do', () => {
    expect(fieldLabel('address')).toBe('Address');
    expect(fieldLabel('phone')).toBe('Phone Number');
    expect(fieldLabel('attribution.utmSource')).toBe('Attribution utm source');
  });
});
