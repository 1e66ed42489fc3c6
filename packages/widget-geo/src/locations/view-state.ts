/** The geo widget's views (spec widgets §4): all locations as a list or a map, or one location. */
export type AllLocationsView = 'list' | 'map';

export interface ViewState {
  /** How the all-locations view shows them; kept while one location is open, so back returns to it. */
  view: AllLocationsView;
  /** The location of the single-location view; undefined shows all locations. */
  selectedId: string | undefined;
}

export type ViewAction =
  | { type: 'show'; view: AllLocationsView }
  | { type: 'select'; id: string }
  | { type: 'back' };

export function viewReducer(state: ViewState, action: ViewAction): ViewState {
  switch (action.type) {
    case 'show':
      return state.view === action.view && state.selectedId === undefined
        ? state
        : { view: action.view, selectedId: undefined };
    case 'select':
      return state.selectedId === action.id ? state : { ...state, selectedId: action.id };
    case 'back':
      return state.selectedId === undefined ? state : { ...state, selectedId: undefined };
  }
}
