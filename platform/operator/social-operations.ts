import { z } from 'zod';
import { socialProviderKeySchema } from '../../contract/social.ts';
import type { Platform } from '../context.ts';
import {
  disableSocialProvider,
  listSocialProviders,
  setSocialProvider,
  socialProviderInputSchema,
  type SocialProviderReport,
} from '../modules/identity/index.ts';
import { listOidcClients, oidcClientInputSchema, setOidcClient } from '../oidc-provider/index.ts';

/*
 * One-click social sign-in: the providers the login pop-up offers (the platform as a relying
 * party), and the relying parties the embedded OpenID Connect stand-in serves.
 */

export const socialProviderKeyInputSchema = z.object({ key: socialProviderKeySchema });
export { oidcClientInputSchema, socialProviderInputSchema };

export interface SocialReport {
  providers: SocialProviderReport[];
  standInClients: { clientId: string; redirectUris: string[] }[];
}

export interface SocialOperations {
  socialProviders(): Promise<SocialReport>;
  setSocialProvider(input: z.input<typeof socialProviderInputSchema>): Promise<SocialReport>;
  disableSocialProvider(input: z.infer<typeof socialProviderKeyInputSchema>): Promise<SocialReport>;
  setOidcClient(input: z.infer<typeof oidcClientInputSchema>): Promise<SocialReport>;
}

const report = async (p: Platform): Promise<SocialReport> => ({ providers: await listSocialProviders(p), standInClients: await listOidcClients(p) });

export const socialOperations = (p: Platform): SocialOperations => ({
  socialProviders: () => report(p),
  setSocialProvider: async (input) => {
    await setSocialProvider(p, input);
    return report(p);
  },
  disableSocialProvider: async ({ key }) => {
    await disableSocialProvider(p, key);
    return report(p);
  },
  setOidcClient: async (input) => {
    await setOidcClient(p, input);
    return report(p);
  },
});
