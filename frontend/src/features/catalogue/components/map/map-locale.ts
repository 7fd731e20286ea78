import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** MapLibre's own words (its controls' labels, the gesture hints) in the reader's language. */
export function useMapLocale(): Record<string, string> {
  const { t } = useTranslation('map');
  return useMemo(
    () => ({
      'Map.Title': t('ui.map'),
      'Marker.Title': t('ui.marker'),
      'NavigationControl.ZoomIn': t('ui.zoomIn'),
      'NavigationControl.ZoomOut': t('ui.zoomOut'),
      'NavigationControl.ResetBearing': t('ui.resetBearing'),
      'AttributionControl.ToggleAttribution': t('ui.toggleAttribution'),
      'CooperativeGesturesHandler.WindowsHelpText': t('ui.windowsHelp'),
      'CooperativeGesturesHandler.MacHelpText': t('ui.macHelp'),
      'CooperativeGesturesHandler.MobileHelpText': t('ui.mobileHelp'),
    }),
    // A new language gives a new `t`, and new words.
    [t],
  );
}
