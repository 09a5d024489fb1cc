/** Mantine's Modal (its focus trap, scroll lock and transitions): the chunk on-demand-modal.tsx loads. */
export { Modal } from '@mantine/core';
