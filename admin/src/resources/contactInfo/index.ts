export { ContactInfoEdit } from "./ContactInfoEdit";
