import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { layoutMessages } from './messages';

/** Names the browser tab in the chosen language (index.html's title is English until this runs). */
export function DocumentTitle() {
  const intl = useIntl();
  const title = intl.formatMessage(layoutMessages.documentTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
