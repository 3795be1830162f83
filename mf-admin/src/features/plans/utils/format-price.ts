/** Prices in R$ with the pt-BR format (core.md §2 "Checkout and invoices"). */
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const formatPrice = (value: number) => brl.format(value);
