import { Button, ButtonGroup } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { LANGUAGES } from '@/config/locale';
import { languageAtom } from '@/lib/session-atoms';

/** English / 中文: on a page opened from a link, outside the console, whoever opens it
 * chooses how the page speaks. */
export function LanguageSwitch({ label, size = 'sm' }: { label: string; size?: 'xs' | 'sm' }) {
  const [language, setLanguage] = useAtom(languageAtom);
  return (
    <ButtonGroup size={size} variant="outline" attached aria-label={label}>
      {LANGUAGES.map((option) => (
        <Button
          key={option.value}
          lang={option.value}
          aria-pressed={language === option.value}
          variant={language === option.value ? 'solid' : 'outline'}
          colorPalette="teal"
          onClick={() => setLanguage(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}
