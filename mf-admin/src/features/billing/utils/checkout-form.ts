import { cardExpiry, cardNumber } from '@zapdesk/contracts';

/** The checkout form (core.md §3 "Checkout form"); the card fields are checked and sent, never kept by the server. */
export type CheckoutFields = {
  firstName: string;
  lastName: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  country: 'BR' | 'usa';
  email: string;
  nameOnCard: string;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
};

export type CheckoutStep = 'data' | 'customize' | 'review' | 'payment';
export const checkoutSteps: CheckoutStep[] = ['data', 'customize', 'review', 'payment'];

/** Error keys of the `billing` namespace (`validation.*`), by field. */
export type CheckoutErrors = Partial<Record<keyof CheckoutFields | 'plan', 'validation.required' | 'validation.email' | 'validation.cardNumber' | 'validation.expiry' | 'validation.cvv'>>;

export const emptyCheckout = (email = ''): CheckoutFields => ({
  firstName: '', lastName: '', address2: '', city: '', state: '', zipcode: '', country: 'BR', email, nameOnCard: '', cardNumber: '', expiryDate: '', cvv: '',
});

const blank = (v: string) => !String(v ?? '').trim();

/** Step 1 (core.md §5): first name, address, city, zip code and country required; the billing e-mail, when given, well formed. */
export function validateCheckoutData(f: CheckoutFields): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const k of ['firstName', 'address2', 'city', 'zipcode', 'country'] as const) if (blank(f[k])) errors[k] = 'validation.required';
  if (f.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim())) errors.email = 'validation.email';
  return errors;
}

/** The card fields of the full form, the server's own checks: name on card, card number (Luhn), expiry not past, CVV of 3 digits. */
export function validateCheckoutCard(f: CheckoutFields): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (blank(f.nameOnCard)) errors.nameOnCard = 'validation.required';
  if (blank(f.cardNumber)) errors.cardNumber = 'validation.required';
  else if (!cardNumber.safeParse(f.cardNumber).success) errors.cardNumber = 'validation.cardNumber';
  if (blank(f.expiryDate)) errors.expiryDate = 'validation.required';
  else if (!cardExpiry.safeParse(f.expiryDate).success) errors.expiryDate = 'validation.expiry';
  if (blank(f.cvv)) errors.cvv = 'validation.required';
  else if (!/^\d{3}$/.test(f.cvv.trim())) errors.cvv = 'validation.cvv';
  return errors;
}

/** The full form (core.md §5): step 1, plus last name, state and the card fields. */
export function validateCheckout(f: CheckoutFields): CheckoutErrors {
  const errors: CheckoutErrors = { ...validateCheckoutData(f), ...validateCheckoutCard(f) };
  if (blank(f.lastName)) errors.lastName = 'validation.required';
  if (blank(f.state)) errors.state = 'validation.required';
  return errors;
}

/** The body of POST /subscription: the typed fields trimmed, an empty e-mail left out; `plan` is the chosen plan's id. */
export function checkoutBody(f: CheckoutFields, invoiceId: number, extra: { plan?: number; users?: number; connections?: number } = {}) {
  return {
    firstName: f.firstName.trim(),
    lastName: f.lastName.trim(),
    address2: f.address2.trim(),
    city: f.city.trim(),
    state: f.state.trim(),
    zipcode: f.zipcode.trim(),
    country: f.country,
    email: f.email.trim() || undefined,
    nameOnCard: f.nameOnCard.trim(),
    cardNumber: f.cardNumber.trim(),
    expiryDate: f.expiryDate.trim(),
    cvv: f.cvv.trim(),
    invoiceId,
    ...extra,
  };
}
