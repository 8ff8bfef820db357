/** An ad hoc task assigned to the user (GET /api/tasks?mine=true). */
export interface MyTask {
  id: string;
  issue?: string | null;
  title: string;
  type: string;
  buildingName?: string | null;
  facilityName?: string | null;
  remarks?: string | null;
  status?: 'OPEN' | 'IN_PROGRESS' | 'DONE' | string | null;
  createdAt?: string | null;
}

/** An open issue at one of the user's facilities (GET /api/issues). */
export interface MyIssue {
  id: string;
  issueType: string;
  issueName?: string | null;
  facilityName?: string | null;
  floorLabel?: string | null;
  buildingName?: string | null;
  createdAt?: string | null;
}
