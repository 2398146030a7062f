import { describe, expect, it } from 'vitest';
import { $modal, closeModal, openModal } from './modal.ts';

// No modal is registered by this module itself; features add theirs by augmentation.
const open = openModal as (name: string, params: unknown) => void;

describe('modal registry', () => {
  it('holds the one open modal with its parameters', () => {
    open('publicModal', { page: 1 });
    expect($modal.get()).toEqual({ name: 'publicModal', params: { page: 1 } });
    open('helpModal', { tag: 'term' });
    expect($modal.get()).toEqual({ name: 'helpModal', params: { tag: 'term' } });
    closeModal();
    expect($modal.get()).toBeNull();
  });
});
