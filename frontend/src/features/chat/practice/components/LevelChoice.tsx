import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { PRACTICE_LEVELS, type PracticeLevel } from '@lane/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface LevelChoiceProps {
  /** The level chosen last time (easy the first time). */
  initial: PracticeLevel;
  onStart: (level: PracticeLevel) => void;
}

/** Easy, firm or tough, each with a line on what to expect; then Start. Native radios: arrow keys move. */
export function LevelChoice({ initial, onStart }: LevelChoiceProps) {
  const { t } = useTranslation('practice');
  const [level, setLevel] = useState<PracticeLevel>(initial);
  const name = useId();
  const chosenRef = useRef<HTMLInputElement>(null);
  // Back from a scorecard ("Practise again"), the focus goes to the level chosen last time.
  useEffect(() => chosenRef.current?.focus(), []);

  return (
    <chakra.form
      onSubmit={(event) => {
        event.preventDefault();
        onStart(level);
      }}
      data-level-choice
    >
      <Stack gap="4">
        <chakra.fieldset border="0" m="0" p="0" minW="0">
          <chakra.legend fontWeight="semibold" mb="3">
            {t('levels.legend')}
          </chakra.legend>
          <Stack gap="2">
            {PRACTICE_LEVELS.map((option) => {
              const lineId = `${name}-${option}-line`;
              const checked = level === option;
              return (
                <chakra.label
                  key={option}
                  display="flex"
                  gap="3"
                  alignItems="flex-start"
                  borderWidth={checked ? '2px' : '1px'}
                  borderColor={checked ? 'brand.solid' : 'border'}
                  bg={checked ? 'brand.subtle' : 'bg'}
                  borderRadius="lg"
                  px="4"
                  py="3"
                  cursor="pointer"
                  _focusWithin={{
                    outline: '2px solid',
                    outlineColor: 'brand.focusRing',
                    outlineOffset: '2px',
                  }}
                >
                  <chakra.input
                    type="radio"
                    name={name}
                    value={option}
                    checked={checked}
                    ref={checked ? chosenRef : undefined}
                    onChange={() => setLevel(option)}
                    aria-describedby={lineId}
                    mt="1"
                    boxSize="4"
                    accentColor="brand.solid"
                    flexShrink={0}
                  />
                  <Box>
                    <Text fontWeight="semibold">{t(`levels.${option}.name`)}</Text>
                    <Text id={lineId} color="fg.muted" fontSize="sm">
                      {t(`levels.${option}.line`)}
                    </Text>
                  </Box>
                </chakra.label>
              );
            })}
          </Stack>
        </chakra.fieldset>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" minH="44px">
          {t('start')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
