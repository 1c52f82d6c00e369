/** Variable names whose values are secrets: never a literal in a committed file. */
export const isSecretName = (name: string) =>
  /(SECRET|TOKEN|PASSWORD|PASSWD|_KEY$|^DATABASE_URL$|^REDIS_URL$)/.test(name);

/**
 * Where a committed value may hold a secret, the problem with it, or null. Allowed: a compose
 * interpolation without a default (`${X}`, `${X:?message}`), or a URL whose password is one.
 */
export function secretLiteralProblem(name: string, value: string): string | null {
  const interpolation = /^\$\{[A-Za-z_][A-Za-z0-9_]*(:?\?[^}]*)?\}$/;
  const url = /^[a-z][a-z0-9+.-]*:\/\/([^/@]*)@/i.exec(value);
  if (url) {
    const password = url[1]!.includes(':') ? url[1]!.slice(url[1]!.indexOf(':') + 1) : '';
    if (password && !interpolation.test(password)) return `${name}: password literal in the URL`;
    return null;
  }
  if (!isSecretName(name) || /^(redis|rediss|postgres|postgresql):\/\//.test(value)) return null;
  return interpolation.test(value) ? null : `${name}: secret literal (use \${${name}} from .env)`;
}
