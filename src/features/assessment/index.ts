// The data-retrieval screen (advice §2 portaal), for the screen registry.
export { AssessmentScreen } from './assessment-screen';
