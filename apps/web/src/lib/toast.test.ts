import { describe, expect, it, vi } from 'vitest';

const store = vi.hoisted(() => ({ isLoaded: false, showToast: vi.fn() }));

vi.mock('./toast-store', () => {
  store.isLoaded = true;
  return { showToast: store.showToast };
});

describe('toast', () => {
  it('imports the toasts with the first one, not with the screens that can toast', async () => {
    const { toast } = await import('./toast');
    expect(store.isLoaded).toBe(false);
    toast.success('Saved', { id: 'saved' });
    await vi.waitFor(() =>
      expect(store.showToast).toHaveBeenCalledWith('success', 'Saved', { id: 'saved' }),
    );
    expect(store.isLoaded).toBe(true);
  });
});
