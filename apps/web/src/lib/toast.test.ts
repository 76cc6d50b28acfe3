import { describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({ isLoaded: false, success: vi.fn() }));

vi.mock('sonner', () => {
  sonner.isLoaded = true;
  return { toast: { success: sonner.success } };
});

describe('toast', () => {
  it('imports sonner with the first toast, not with the screens that can toast', async () => {
    const { toast } = await import('./toast');
    expect(sonner.isLoaded).toBe(false);
    toast.success('Saved', { id: 'saved' });
    await vi.waitFor(() => expect(sonner.success).toHaveBeenCalledWith('Saved', { id: 'saved' }));
    expect(sonner.isLoaded).toBe(true);
  });
});
