import { useQuery } from '@tanstack/react-query';
import {
  consoleCouponSchema,
  consoleVipLevelSchema,
  consoleVipSchema,
  deletedSchema,
  type couponTemplateInputSchema,
  type vipLevelInputSchema,
} from '@topup/contracts/console-catalog';
import type * as z from 'zod/mini';
import { api } from '../../shared/api.ts';
import { base, catalogKeys, enc, useBrandMutation } from './catalog-api.ts';

// VIP levels and the coupon templates each level hands out (server: console/catalog/vip-routes.ts).

export type VipLevelInput = z.input<typeof vipLevelInputSchema>;
export type CouponInput = z.input<typeof couponTemplateInputSchema>;

export function useVip(tenant: string) {
  return useQuery({
    queryKey: catalogKeys.vip(tenant),
    queryFn: () => api.get(`${base(tenant)}/vip`, consoleVipSchema),
    enabled: tenant !== '',
  });
}

export function useSaveLevel(tenant: string) {
  return useBrandMutation(tenant, ({ level, body }: { level: number; body: VipLevelInput }) =>
    api.put(`${base(tenant)}/vip/levels/${level}`, body, consoleVipLevelSchema),
  );
}

export function useDeleteLevel(tenant: string) {
  return useBrandMutation(tenant, (level: number) =>
    api.delete(`${base(tenant)}/vip/levels/${level}`, undefined, deletedSchema),
  );
}

export function useSaveCoupon(tenant: string) {
  return useBrandMutation(tenant, ({ id, body }: { id: string; body: CouponInput }) =>
    api.put(`${base(tenant)}/vip/coupons/${enc(id)}`, body, consoleCouponSchema),
  );
}

export function useDeleteCoupon(tenant: string) {
  return useBrandMutation(tenant, (id: string) =>
    api.delete(`${base(tenant)}/vip/coupons/${enc(id)}`, undefined, deletedSchema),
  );
}
