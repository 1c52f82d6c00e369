// The demo game accounts every tenant gets (README lists them). Shared by the accounts seed
// (which hashes the passwords) and the catalog seed (which gives the roles to these suids).
export type DemoAccount = {
  suid: string;
  username: string;
  password: string;
  cardNo?: string;
  realNameVerified: boolean;
  /** Whether the catalog seed gives this account characters. */
  hasRoles: boolean;
};

export const demoAccounts: readonly DemoAccount[] = [
  {
    suid: '10000001',
    username: 'demo',
    password: 'demo1234',
    realNameVerified: true,
    hasRoles: true,
  },
  {
    suid: '10000002',
    username: 'norole',
    password: 'demo1234',
    realNameVerified: true,
    hasRoles: false,
  },
  {
    suid: '10000003',
    username: 'card-8800000000000001',
    password: 'card1234',
    cardNo: '8800000000000001',
    realNameVerified: true,
    hasRoles: true,
  },
  {
    suid: '10000004',
    username: 'unverified',
    password: 'demo1234',
    realNameVerified: false,
    hasRoles: true,
  },
];
