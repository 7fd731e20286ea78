import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'gold' | 'secondary' | 'danger' | 'light' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
}

/** The class names of a button, for links that look like buttons (`<Link className={buttonClass()}>`). */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: ButtonStyleOptions = {}) {
  return [styles.button, styles[variant], size !== 'md' && styles[size], block && styles.block, className]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, block, className, type = 'button', ref, ...rest }: ButtonProps) {
  return (
    <button ref={ref} type={type} className={buttonClass({ variant, size, block, className })} {...rest} />
  );
}
