import { Card, RadioGroup, Stack } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header';
import { isLanguage, LANGUAGES } from '@/config/locale';
import { languageAtom } from '@/lib/session-atoms';
import { settingsMessages as m } from '../messages';

/** English or 中文; the choice is stored under `lang` and the catalogue reloads. */
export function LanguageRoute() {
  const intl = useIntl();
  const [language, setLanguage] = useAtom(languageAtom);
  return (
    <>
      <PageHeader title={intl.formatMessage(m.languageTitle)} description={intl.formatMessage(m.languageDescription)} />
      <Card.Root maxW="md">
        <Card.Body>
          <RadioGroup.Root
            value={language}
            colorPalette="teal"
            onValueChange={(details) => {
              if (isLanguage(details.value)) setLanguage(details.value);
            }}
            aria-label={intl.formatMessage(m.languageTitle)}
          >
            <Stack gap="4">
              {LANGUAGES.map((option) => (
                <RadioGroup.Item key={option.value} value={option.value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText lang={option.value}>{option.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Card.Body>
      </Card.Root>
    </>
  );
}
