import type { PaymentProviderName } from '@zapdesk/contracts';
import type { BillingConfig } from '../settings';
import { asaas } from './asaas';
import { efi } from './efi';
import { pixStatic } from './pix-static';
import type { PaymentProvider } from './provider';

export * from './provider';
export * from './br-code';
export { staticTxid } from './pix-static';
export { efiTxid } from './efi';

/** The provider the platform setting names. */
export function paymentProvider(cfg: BillingConfig, name: PaymentProviderName = cfg.provider): PaymentProvider {
  switch (name) {
    case 'pix-static':
      return pixStatic(cfg);
    case 'efi':
      return efi(cfg);
    case 'asaas':
      return asaas(cfg);
    default: {
      const never: never = name;
      throw new Error(`unknown payment provider ${String(never)}`);
    }
  }
}
