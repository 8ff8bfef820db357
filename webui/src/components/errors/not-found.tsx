import { LuCompass } from 'react-icons/lu';
import { BackHomePage } from './back-home-page';
import { errorMessages } from './messages';

export function NotFound() {
  return <BackHomePage icon={<LuCompass />} title={errorMessages.notFound} description={errorMessages.notFoundHint} button={{ colorPalette: 'teal' }} />;
}
