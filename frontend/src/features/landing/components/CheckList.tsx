import { List, type ListRootProps } from '@chakra-ui/react';
import { CheckIcon } from '../../../components/icons';

interface CheckListProps extends ListRootProps {
  items: readonly string[];
}

/** A plain list whose every line starts with a check mark: what a plan includes, a use case's examples. */
export function CheckList({ items, ...root }: CheckListProps) {
  return (
    <List.Root variant="plain" {...root}>
      {items.map((item) => (
        <List.Item key={item} alignItems="flex-start" color="fg.body">
          <List.Indicator asChild color="brand.accent" mt="0.5">
            <CheckIcon boxSize="4" />
          </List.Indicator>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}
