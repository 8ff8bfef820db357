import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { Project, ProjectInput } from '../types';

/** POST /api/projects → 201 with the project. */
export function createProject(input: ProjectInput): Promise<Project> {
  return apiClient.post<Project>('/projects', input);
}

/** Creates a project; project lists and counters, and the buildings its cleaning company covers, load again. */
export function useCreateProject(mutationConfig?: MutationConfig<typeof createProject>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createProject,
    onSuccess: (...args) => {
      for (const queryKey of [['projects'], ['companies']]) void queryClient.invalidateQueries({ queryKey });
      return onSuccess?.(...args);
    },
  });
}
