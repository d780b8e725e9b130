/** Query keys of the settings feature (the current user itself lives under the auth feature's key). */
export const settingsKeys = {
  all: ['settings'] as const,
  company: (id: number) => [...settingsKeys.all, 'company', id] as const,
  companyUsers: (companyId: number) => [...settingsKeys.all, 'company', companyId, 'users'] as const,
  roles: () => [...settingsKeys.all, 'roles'] as const,
  contracts: () => [...settingsKeys.all, 'contracts'] as const,
  contractors: (kind: string | null) => [...settingsKeys.all, 'contractors', kind] as const,
  ownAircraft: (companyId: number) => [...settingsKeys.all, 'company', companyId, 'aircraft'] as const,
  mayRequestContracts: () => [...settingsKeys.all, 'may-request-contracts'] as const,
  passkeys: () => [...settingsKeys.all, 'passkeys'] as const,
}
