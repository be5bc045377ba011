// The programs feature's public face (docs/decisions/0089-client-features-own-their-interface.md):
// the only file another feature may import. Pages are reached through the
// routes (src/client/app/routing), never from here.
export { AdminProgramsList, AdminProgramsMoney } from './components/admin-programs';
export { CoachPrograms } from './components/coach-programs';
export { MyPrograms } from './components/dashboard/my-programs';
export { ProgramsTabContent, ProgramsTabTrigger } from './components/dashboard/programs-tab';
