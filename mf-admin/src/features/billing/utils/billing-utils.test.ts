import { describe, expect, test } from 'bun:test';
import { checkoutBody, emptyCheckout, validateCheckout, validateCheckoutData } from './checkout-form';
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

  test('the full form also requires last name, state and the card: Luhn number, expiry not past, 3-digit CVV', () => {
    const ok = { ...emptyCheckout(), firstName: 'Ana', lastName: 'Lima', address2: 'Rua A', city: 'Natal', state: 'RN', zipcode: '59000', nameOnCard: 'ANA LIMA', cardNumber: '4111 1111 1111 1111', expiryDate: '12/39', cvv: '123' };
    expect(validateCheckout(ok)).toEqual({});
    expect(validateCheckout({ ...ok, lastName: '', state: ' ', nameOnCard: '', cardNumber: '', expiryDate: '', cvv: '' })).toEqual({
      lastName: 'validation.required', state: 'validation.required', nameOnCard: 'validation.required', cardNumber: 'validation.required', expiryDate: 'validation.required', cvv: 'validation.required',
    });
    expect(validateCheckout({ ...ok, cardNumber: '4111 1111 1111 1112', expiryDate: '01/20', cvv: '12' })).toEqual({ cardNumber: 'validation.cardNumber', expiryDate: 'validation.expiry', cvv: 'validation.cvv' });
  });

  test('the body trims every field, leaves an empty e-mail out and carries the chosen plan', () => {
    const f = { ...emptyCheckout(), firstName: ' Ana ', lastName: 'Lima', address2: 'Rua A', city: 'Natal', state: 'RN', zipcode: '59000', country: 'usa' as const, nameOnCard: ' ANA ', cardNumber: '4111111111111111 ', expiryDate: '12/39', cvv: '123' };
    expect(checkoutBody(f, 7, { plan: 2, users: 3 })).toEqual({
      firstName: 'Ana', lastName: 'Lima', address2: 'Rua A', city: 'Natal', state: 'RN', zipcode: '59000', country: 'usa', email: undefined,
      nameOnCard: 'ANA', cardNumber: '4111111111111111', expiryDate: '12/39', cvv: '123', invoiceId: 7, plan: 2, users: 3,
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
