/**
 * `compute(env)` worked out once per env object: workerd hands an isolate's requests one env, so what depends on the
 * vars and secrets alone (the security headers, the payment settings' tag, a route's cache addresses) is built on the
 * first request, and a test's changed env gets its own.
 */
export function oncePerEnv<Env extends object, Value>(compute: (env: Env) => Value): (env: Env) => Value {
  const values = new WeakMap<Env, Value>();
  return (env) => {
    if (!values.has(env)) values.set(env, compute(env));
    return values.get(env) as Value;
  };
}
