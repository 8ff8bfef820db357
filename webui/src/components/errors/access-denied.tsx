import { LuShieldX } from 'react-icons/lu';
import { BackHomePage } from './back-home-page';
import { errorMessages } from './messages';

export function AccessDenied() {
  return <BackHomePage icon={<LuShieldX />} title={errorMessages.accessDenied} description={errorMessages.accessDeniedHint} button={{ variant: 'outline' }} />;
}
