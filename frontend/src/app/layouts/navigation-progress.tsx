import { useNavigation } from 'react-router-dom';
import styles from './navigation-progress.module.css';

/**
 * A thin gold line along the top of the window while the next page's code and data load: the page in view
 * stays until the next one can appear whole. It shows only after a short delay (CSS), so fast navigations
 * do not flicker. Decorative: the new page's focus and title tell assistive technology what changed.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={styles.bar} aria-hidden="true" />;
}
