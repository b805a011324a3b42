// Entities of this service; tables arrive with the features that own them.
export const ENTITIES: (new () => unknown)[] = [];
