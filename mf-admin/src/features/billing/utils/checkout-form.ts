/** The checkout form (core.md §3 "Checkout form"); card fields are optional and only checked when typed. */
export type CheckoutFields = {
  firstName: string;
  lastName: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  country: 'BR' | 'usa';
  email: string;
};

export type CheckoutStep = 'data' | 'customize' | 'review' | 'payment';
export const checkoutSteps: CheckoutStep[] = ['data', 'customize', 'review', 'payment'];

/** Error keys of the `billing` namespace (`validation.*`), by field. */
export type CheckoutErrors = Partial<Record<keyof CheckoutFields, 'validation.required' | 'validation.email'>>;

export const emptyCheckout = (email = ''): CheckoutFields => ({ firstName: '', lastName: '', address2: '', city: '', state: '', zipcode: '', country: 'BR', email });

/** Step 1 (core.md §5): first name, address, city, zip code and country required; the billing e-mail, when given, well formed. */
export function validateCheckoutData(f: CheckoutFields): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const k of ['firstName', 'address2', 'city', 'zipcode', 'country'] as const) if (!String(f[k] ?? '').trim()) errors[k] = 'validation.required';
  if (f.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim())) errors.email = 'validation.email';
  return errors;
}

/** The body of POST /subscription: the typed fields trimmed, the empty optional ones left out. */
export function checkoutBody(f: CheckoutFields, invoiceId: number, extra: { users?: number; connections?: number } = {}) {
  const opt = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    firstName: f.firstName.trim(),
    lastName: opt(f.lastName),
    address2: f.address2.trim(),
    city: f.city.trim(),
    state: opt(f.state),
    zipcode: f.zipcode.trim(),
    country: f.country,
    email: opt(f.email),
    invoiceId,
    ...extra,
  };
}
