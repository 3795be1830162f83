import { describe, expect, test } from 'bun:test';
import { checkoutBody, emptyCheckout, validateCheckoutData } from './checkout-form';
import { daysLeft } from './days-left';
import { formatAmount, isPayable } from './invoice-format';

describe('checkout form', () => {
  test('step 1 requires first name, address, city, zip code and country', () => {
    expect(validateCheckoutData(emptyCheckout())).toEqual({ firstName: 'validation.required', address2: 'validation.required', city: 'validation.required', zipcode: 'validation.required' });
    const ok = { ...emptyCheckout(), firstName: 'Ana', address2: 'Rua A', city: 'Natal', zipcode: '59000' };
    expect(validateCheckoutData(ok)).toEqual({});
    expect(validateCheckoutData({ ...ok, email: 'nope' })).toEqual({ email: 'validation.email' });
    expect(validateCheckoutData({ ...ok, city: '   ' })).toEqual({ city: 'validation.required' });
  });

  test('the body leaves empty optional fields out and trims the rest', () => {
    expect(checkoutBody({ ...emptyCheckout(), firstName: ' Ana ', address2: 'Rua A', city: 'Natal', zipcode: '59000', country: 'usa' }, 7, { users: 3 })).toEqual({
      firstName: 'Ana', lastName: undefined, address2: 'Rua A', city: 'Natal', state: undefined, zipcode: '59000', country: 'usa', email: undefined, invoiceId: 7, users: 3,
    });
  });
});

describe('invoice display', () => {
  test('R$ in pt-BR and payable statuses', () => {
    expect(formatAmount(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(isPayable('open') && isPayable('expired')).toBe(true);
    expect(isPayable('paid') || isPayable('cancelled')).toBe(false);
  });

  test('days left counts calendar days, negative when past', () => {
    const now = new Date(2026, 0, 30, 23, 0);
    expect(daysLeft(new Date(2026, 1, 2, 1, 0).toISOString(), now)).toBe(3);
    expect(daysLeft(new Date(2026, 0, 30, 8).toISOString(), now)).toBe(0);
    expect(daysLeft(new Date(2026, 0, 28).toISOString(), now)).toBe(-2);
    expect(daysLeft(null, now)).toBeNull();
  });
});
