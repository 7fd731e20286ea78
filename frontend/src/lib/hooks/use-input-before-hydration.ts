import { useCallback, useEffect, useEffectEvent, useRef } from 'react';

/** A form control whose state a person may change before React takes over the server's page. */
export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a control holds: a checkbox's or a radio button's checked state, any other control's value. */
function stateOf(control: FormControl, rendered: string | boolean): string | boolean {
  return typeof rendered === 'boolean' ? (control as HTMLInputElement).checked : control.value;
}

/**
 * What a person gave an uncontrolled control before hydration: its state when it differs from the one its
 * HTML came with (`defaultValue`, `defaultChecked`, `defaultSelected`), undefined when it does not. A radio
 * button answers for its group: the value of the one now checked. A multiple select gives its values.
 */
export function changedSinceServerRender(control: FormControl): string | boolean | string[] | undefined {
  if (control instanceof HTMLSelectElement) {
    const options = Array.from(control.options);
    if (options.every((option) => option.selected === option.defaultSelected)) return undefined;
    return control.multiple
      ? options.filter((option) => option.selected).map((option) => option.value)
      : control.value;
  }
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    const group = Array.from((control.form ?? control.ownerDocument).querySelectorAll('input')).filter(
      (input) => input.type === 'radio' && input.name === control.name,
    );
    const chosen = group.find((input) => input.checked);
    return chosen && !chosen.defaultChecked ? chosen.value : undefined;
  }
  if (control instanceof HTMLInputElement && control.type === 'checkbox') {
    return control.checked === control.defaultChecked ? undefined : control.checked;
  }
  return control.value === control.defaultValue ? undefined : control.value;
}

/**
 * Keeps what a person typed or chose in a server-rendered control before the page's script took it over.
 * React hydrates a controlled control without touching what it shows, so the text typed meanwhile stays in
 * the field while the component's state still holds what the server rendered (and computes with it). On
 * the component's first effect this reads the control's value (a checkbox's or radio button's checked
 * state when `rendered` is a boolean) and, when it differs from `rendered`, the state the server rendered it
 * with, hands it to `apply`, as if the person had changed it now; otherwise it does nothing. A component
 * mounted in the browser shows its own state: nothing differs.
 *
 * ```tsx
 * const [price, setPrice] = useState('450000');
 * const priceRef = useInputBeforeHydration(price, setPrice);
 * <input ref={priceRef} value={price} onChange={(event) => setPrice(event.target.value)} />
 * ```
 *
 * Several controls changed before hydration each call their own `apply` in the same pass: an `apply` that
 * rebuilds a shared value from a render's copy of it should use a functional update (or gather the changes
 * and apply them once, as the catalogue's filter panel does).
 */
export function useInputBeforeHydration<Value extends string | boolean>(
  rendered: Value,
  apply: (value: Value) => void,
): (control: FormControl | null) => void {
  const control = useRef<FormControl | null>(null);
  const done = useRef(false);
  const adopt = useEffectEvent(() => {
    // Once: StrictMode runs a new component's effects twice, and a later effect finds the person's own input.
    if (done.current) return;
    done.current = true;
    const element = control.current;
    if (!element) return;
    const current = stateOf(element, rendered);
    if (current !== rendered) apply(current as Value);
  });
  useEffect(() => adopt(), []);
  return useCallback((element: FormControl | null) => {
    control.current = element;
  }, []);
}
