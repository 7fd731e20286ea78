/** A CSS module in tests: every class name is its own key, so `styles.button` is 'button'. */
const styles = new Proxy<Record<string, string>>(
  {},
  { get: (_target, key) => (typeof key === 'string' ? key : undefined) },
);

export default styles;
