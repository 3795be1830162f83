import { z } from 'zod';
import { settingDefinitions, type SettingKey } from '../settings';
import { EXAMPLE_AT, entityId, isoDateTime } from './common';

const settingKeyList = Object.keys(settingDefinitions) as [SettingKey, ...SettingKey[]];

/** A company setting (the credential `asaas` reaches admins only). */
export const Setting = z
  .object({ id: entityId, key: z.enum(settingKeyList), value: z.string(), companyId: entityId, createdAt: isoDateTime, updatedAt: isoDateTime })
  .meta({ id: 'Setting', example: { id: 21, key: 'userRating', value: 'enabled', companyId: 2, createdAt: EXAMPLE_AT, updatedAt: EXAMPLE_AT } });
export type Setting = z.infer<typeof Setting>;
