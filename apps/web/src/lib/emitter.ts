/** A small typed event emitter. */
export function createEmitter<Events extends Record<string, object>>() {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on<Type extends keyof Events>(type: Type, listener: (payload: Events[Type]) => void): () => void {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener as (payload: never) => void);
      return () => {
        set.delete(listener as (payload: never) => void);
      };
    },
    emit<Type extends keyof Events>(type: Type, payload: Events[Type]): void {
      for (const listener of [...(listeners.get(type) ?? [])])
        (listener as (p: Events[Type]) => void)(payload);
    },
  };
}
