export interface DeleteOutcome {
  deleted: string[];
  failed: { id: string; error: unknown }[];
}

/** Deletes the ids one call each (the API has no bulk delete for these lists). */
export async function deleteEach(ids: string[], remove: (id: string) => Promise<unknown>): Promise<DeleteOutcome> {
  const results = await Promise.allSettled(ids.map((id) => remove(id)));
  const outcome: DeleteOutcome = { deleted: [], failed: [] };
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') outcome.deleted.push(ids[index]);
    else outcome.failed.push({ id: ids[index], error: result.reason });
  });
  return outcome;
}
