import { Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuSearch } from 'react-icons/lu';

const SEARCH_DELAY_MS = 300;

/** The list's search, sent once the user pauses typing. */
export function SearchBox({ value, onChange, label, placeholder }: { value: string; onChange: (value: string) => void; label: string; placeholder: string }) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onChange(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <InputGroup startElement={<LuSearch />} maxW={{ base: 'full', md: 'xs' }} minW={{ base: 'full', sm: '12rem' }} flex="1">
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        bg="bg"
      />
    </InputGroup>
  );
}
