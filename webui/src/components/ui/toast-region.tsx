import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../messages';
import { toaster } from './toaster';

/** Short messages in a corner; the region and its close buttons are named in the user's language. */
export default function ToastRegion() {
  const intl = useIntl();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={intl.formatMessage(commonMessages.toasts)}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="teal.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={intl.formatMessage(commonMessages.close)} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
